export function meta() {
  return [{ title: 'Floor' }];
}

export default function Home() {
  return (
    <main>
      <h1>Bredband och mobil</h1>
      <p>The smallest React Router framework page, prerendered, for comparison.</p>
    </main>
  );
}
