/**
 * A small GraphQL document reader for the content surface: enough of the query language to find
 * the chosen operation, its variables and its root fields with arguments and aliases. It reads the
 * full syntax of queries (nested selections, fragments, directives, lists, objects, block strings)
 * but only root fields matter to the content surface, which answers whole objects.
 *
 * Its errors are worded in Swedish, as every answer of the services is; the `code` (Apollo's
 * error codes) is what a client acts on.
 */

export class GraphqlSyntaxError extends Error {
  constructor(
    message: string,
    readonly code: 'GRAPHQL_PARSE_FAILED' | 'GRAPHQL_VALIDATION_FAILED' | 'BAD_USER_INPUT',
  ) {
    super(message);
    this.name = 'GraphqlSyntaxError';
  }
}

type Token =
  | { kind: 'punct'; value: string; pos: number }
  | { kind: 'name'; value: string; pos: number }
  | { kind: 'number'; value: number; pos: number }
  | { kind: 'string'; value: string; pos: number };

/**
 * How deep selections, list and object values and list types may nest, together. The site's own
 * queries nest three levels; a deeper document is refused before it is read further, so that no
 * document, however deep, can exhaust the reader's stack.
 */
export const MAX_NESTING = 32;

const PUNCT = new Set(['!', '$', '(', ')', ':', '=', '@', '[', ']', '{', '}', '|', '&']);

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const ch = source[i] as string;
    if (ch === '#') {
      while (i < source.length && source[i] !== '\n' && source[i] !== '\r') i++;
      continue;
    }
    // Whitespace, line terminators, commas and the BOM are insignificant.
    if (/[\s,\uFEFF]/.test(ch)) {
      i++;
      continue;
    }
    if (source.startsWith('...', i)) {
      tokens.push({ kind: 'punct', value: '...', pos: i });
      i += 3;
      continue;
    }
    if (PUNCT.has(ch)) {
      tokens.push({ kind: 'punct', value: ch, pos: i });
      i++;
      continue;
    }
    if (/[_A-Za-z]/.test(ch)) {
      const match = /^[_A-Za-z][_0-9A-Za-z]*/.exec(source.slice(i)) as RegExpExecArray;
      tokens.push({ kind: 'name', value: match[0], pos: i });
      i += match[0].length;
      continue;
    }
    if (/[-0-9]/.test(ch)) {
      const match = /^-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?/.exec(source.slice(i));
      if (!match) throw syntax(`Oväntat tecken "${ch}"`, i);
      tokens.push({ kind: 'number', value: Number(match[0]), pos: i });
      i += match[0].length;
      continue;
    }
    if (source.startsWith('"""', i)) {
      const end = source.indexOf('"""', i + 3);
      if (end < 0) throw syntax('Texten avslutas aldrig', i);
      tokens.push({ kind: 'string', value: source.slice(i + 3, end).trim(), pos: i });
      i = end + 3;
      continue;
    }
    if (ch === '"') {
      let j = i + 1;
      let value = '';
      for (;;) {
        const c = source[j];
        if (c === undefined || c === '\n') throw syntax('Texten avslutas aldrig', i);
        if (c === '"') break;
        if (c === '\\') {
          const next = source[j + 1];
          const simple: Record<string, string> = {
            '"': '"',
            '\\': '\\',
            '/': '/',
            b: '\b',
            f: '\f',
            n: '\n',
            r: '\r',
            t: '\t',
          };
          if (next === 'u') {
            const hex = source.slice(j + 2, j + 6);
            if (!/^[0-9a-fA-F]{4}$/.test(hex)) throw syntax('Ogiltig \\u-kod i texten', j);
            value += String.fromCharCode(parseInt(hex, 16));
            j += 6;
            continue;
          }
          if (next === undefined || !(next in simple))
            throw syntax('Ogiltigt tecken efter \\ i texten', j);
          value += simple[next];
          j += 2;
          continue;
        }
        value += c;
        j++;
      }
      tokens.push({ kind: 'string', value, pos: i });
      i = j + 1;
      continue;
    }
    throw syntax(`Oväntat tecken "${ch}"`, i);
  }
  return tokens;
}

function syntax(message: string, pos: number): GraphqlSyntaxError {
  return new GraphqlSyntaxError(`Syntaxfel: ${message} (position ${pos})`, 'GRAPHQL_PARSE_FAILED');
}

/** A value as written: variables stay references until the operation's variables are applied. */
type ValueNode =
  | { kind: 'variable'; name: string }
  | { kind: 'literal'; value: unknown }
  | { kind: 'list'; items: ValueNode[] }
  | { kind: 'object'; fields: Record<string, ValueNode> };

interface FieldNode {
  alias: string;
  name: string;
  args: Record<string, ValueNode>;
  directives: Array<{ name: string; args: Record<string, ValueNode> }>;
}

interface VariableDefinition {
  name: string;
  type: string;
  required: boolean;
  defaultValue?: ValueNode;
}

interface OperationNode {
  type: 'query' | 'mutation' | 'subscription';
  name: string | null;
  variables: VariableDefinition[];
  rootFields: FieldNode[];
}

class Parser {
  private index = 0;
  private depth = 0;
  constructor(private readonly tokens: Token[]) {}

  /** Read one nested part (a selection set, a list or object value, a list type) within the limit. */
  private nested<T>(read: () => T): T {
    if (this.depth >= MAX_NESTING) {
      throw syntax(`Frågan är nästlad i fler än ${MAX_NESTING} nivåer`, this.peek()?.pos ?? -1);
    }
    this.depth++;
    try {
      return read();
    } finally {
      this.depth--;
    }
  }

  private peek(): Token | undefined {
    return this.tokens[this.index];
  }
  private isPunct(value: string): boolean {
    const token = this.peek();
    return token?.kind === 'punct' && token.value === value;
  }
  private expectPunct(value: string): void {
    const token = this.peek();
    if (token?.kind !== 'punct' || token.value !== value) {
      throw syntax(`"${value}" saknas`, token?.pos ?? -1);
    }
    this.index++;
  }
  private name(): string {
    const token = this.peek();
    if (token?.kind !== 'name') throw syntax('Ett namn saknas', token?.pos ?? -1);
    this.index++;
    return token.value;
  }

  document(): OperationNode[] {
    const operations: OperationNode[] = [];
    if (this.tokens.length === 0) throw syntax('Dokumentet är tomt', 0);
    while (this.peek()) {
      const token = this.peek() as Token;
      if (token.kind === 'punct' && token.value === '{') {
        operations.push({
          type: 'query',
          name: null,
          variables: [],
          rootFields: this.selectionSet(),
        });
      } else if (token.kind === 'name' && token.value === 'fragment') {
        // Fragments are read and set aside: the content surface does not project sub-selections.
        this.index++;
        this.name();
        if (this.name() !== 'on') throw syntax('"on" saknas', token.pos);
        this.name();
        this.directives();
        this.selectionSet();
      } else if (
        token.kind === 'name' &&
        ['query', 'mutation', 'subscription'].includes(token.value)
      ) {
        this.index++;
        const name = this.peek()?.kind === 'name' ? this.name() : null;
        const variables = this.isPunct('(') ? this.variableDefinitions() : [];
        this.directives();
        operations.push({
          type: token.value as OperationNode['type'],
          name,
          variables,
          rootFields: this.selectionSet(),
        });
      } else {
        throw syntax('Här ska en operation eller ett fragment börja', token.pos);
      }
    }
    return operations;
  }

  private variableDefinitions(): VariableDefinition[] {
    this.expectPunct('(');
    const definitions: VariableDefinition[] = [];
    while (!this.isPunct(')')) {
      this.expectPunct('$');
      const name = this.name();
      this.expectPunct(':');
      const { type, required } = this.typeRef();
      const definition: VariableDefinition = { name, type, required };
      if (this.isPunct('=')) {
        this.index++;
        definition.defaultValue = this.value(true);
      }
      this.directives();
      definitions.push(definition);
    }
    this.expectPunct(')');
    return definitions;
  }

  private typeRef(): { type: string; required: boolean } {
    let type: string;
    if (this.isPunct('[')) {
      this.index++;
      const inner = this.nested(() => this.typeRef());
      this.expectPunct(']');
      type = `[${inner.type}${inner.required ? '!' : ''}]`;
    } else {
      type = this.name();
    }
    const required = this.isPunct('!');
    if (required) this.index++;
    return { type, required };
  }

  private directives(): FieldNode['directives'] {
    const directives: FieldNode['directives'] = [];
    while (this.isPunct('@')) {
      this.index++;
      const name = this.name();
      directives.push({ name, args: this.isPunct('(') ? this.arguments() : {} });
    }
    return directives;
  }

  private arguments(): Record<string, ValueNode> {
    this.expectPunct('(');
    const args: Record<string, ValueNode> = {};
    while (!this.isPunct(')')) {
      const name = this.name();
      this.expectPunct(':');
      args[name] = this.value(false);
    }
    this.expectPunct(')');
    return args;
  }

  private value(constant: boolean): ValueNode {
    const token = this.peek();
    if (!token) throw syntax('Dokumentet tar slut för tidigt', -1);
    if (token.kind === 'punct' && token.value === '$') {
      if (constant) throw syntax('Ett standardvärde kan inte vara en variabel', token.pos);
      this.index++;
      return { kind: 'variable', name: this.name() };
    }
    if (token.kind === 'punct' && token.value === '[') {
      return this.nested(() => {
        this.index++;
        const items: ValueNode[] = [];
        while (!this.isPunct(']')) items.push(this.value(constant));
        this.index++;
        return { kind: 'list', items };
      });
    }
    if (token.kind === 'punct' && token.value === '{') {
      return this.nested(() => {
        this.index++;
        const fields: Record<string, ValueNode> = {};
        while (!this.isPunct('}')) {
          const name = this.name();
          this.expectPunct(':');
          fields[name] = this.value(constant);
        }
        this.index++;
        return { kind: 'object', fields };
      });
    }
    this.index++;
    if (token.kind === 'string' || token.kind === 'number')
      return { kind: 'literal', value: token.value };
    if (token.kind === 'name') {
      if (token.value === 'true') return { kind: 'literal', value: true };
      if (token.value === 'false') return { kind: 'literal', value: false };
      if (token.value === 'null') return { kind: 'literal', value: null };
      // An enum value is passed on as its name.
      return { kind: 'literal', value: token.value };
    }
    throw syntax(`Oväntat "${token.value}"`, token.pos);
  }

  /** A selection set; nested selections are read and dropped, root fields are kept. */
  private selectionSet(): FieldNode[] {
    return this.nested(() => this.selections());
  }

  private selections(): FieldNode[] {
    this.expectPunct('{');
    const fields: FieldNode[] = [];
    while (!this.isPunct('}')) {
      if (this.isPunct('...')) {
        this.index++;
        if (this.peek()?.kind === 'name' && this.peek()?.value === 'on') {
          this.index++;
          this.name();
          this.directives();
          fields.push(...this.selectionSet());
        } else if (this.isPunct('{') || this.isPunct('@')) {
          this.directives();
          fields.push(...this.selectionSet());
        } else {
          this.name();
          this.directives();
        }
        continue;
      }
      const first = this.name();
      const alias = first;
      let name = first;
      if (this.isPunct(':')) {
        this.index++;
        name = this.name();
      }
      const args = this.isPunct('(') ? this.arguments() : {};
      const directives = this.directives();
      if (this.isPunct('{')) this.selectionSet();
      fields.push({ alias, name, args, directives });
    }
    this.expectPunct('}');
    return fields;
  }
}

export interface RootField {
  /** The response key: the alias, or the field name. */
  key: string;
  name: string;
  args: Record<string, unknown>;
}

export interface ParsedOperation {
  operationName: string | null;
  rootFields: RootField[];
}

function resolveValue(node: ValueNode, variables: Record<string, unknown>): unknown {
  switch (node.kind) {
    case 'variable':
      return variables[node.name] ?? null;
    case 'literal':
      return node.value;
    case 'list':
      return node.items.map((item) => resolveValue(item, variables));
    case 'object':
      return Object.fromEntries(
        Object.entries(node.fields).map(([key, value]) => [key, resolveValue(value, variables)]),
      );
  }
}

/**
 * Read a document and pick the operation (by `operationName` when there are several), apply the
 * variables with their defaults and `@skip`/`@include`, and return the root fields to answer.
 */
export function parseOperation(
  query: string,
  variables: Record<string, unknown> = {},
  operationName?: string | null,
): ParsedOperation {
  const operations = new Parser(tokenize(query)).document();
  let operation: OperationNode | undefined;
  if (operationName) {
    operation = operations.find((candidate) => candidate.name === operationName);
    if (!operation) {
      throw new GraphqlSyntaxError(
        `Dokumentet har ingen operation som heter "${operationName}".`,
        'GRAPHQL_VALIDATION_FAILED',
      );
    }
  } else if (operations.length === 1) {
    operation = operations[0];
  } else {
    throw new GraphqlSyntaxError(
      operations.length === 0
        ? 'Dokumentet har ingen operation.'
        : 'Dokumentet har flera operationer: ange operationName.',
      'GRAPHQL_VALIDATION_FAILED',
    );
  }
  if (!operation)
    throw new GraphqlSyntaxError('Dokumentet har ingen operation.', 'GRAPHQL_VALIDATION_FAILED');
  if (operation.type !== 'query') {
    throw new GraphqlSyntaxError(
      `Innehållstjänsten svarar bara på query, inte på ${operation.type}.`,
      'GRAPHQL_VALIDATION_FAILED',
    );
  }

  const values: Record<string, unknown> = {};
  for (const definition of operation.variables) {
    const given = variables[definition.name];
    const value =
      given !== undefined
        ? given
        : definition.defaultValue
          ? resolveValue(definition.defaultValue, {})
          : undefined;
    if (definition.required && (value === undefined || value === null)) {
      throw new GraphqlSyntaxError(
        `Variabeln "$${definition.name}" av typen "${definition.type}!" saknas.`,
        'BAD_USER_INPUT',
      );
    }
    values[definition.name] = value ?? null;
  }

  const rootFields: RootField[] = [];
  for (const field of operation.rootFields) {
    const referenced = [field.args, ...field.directives.map((directive) => directive.args)];
    for (const args of referenced) {
      for (const node of Object.values(args)) assertDeclared(node, operation.variables);
    }
    const skip = field.directives.find((directive) => directive.name === 'skip');
    const include = field.directives.find((directive) => directive.name === 'include');
    if (skip?.args['if'] && resolveValue(skip.args['if'], values) === true) continue;
    if (include?.args['if'] && resolveValue(include.args['if'], values) === false) continue;
    const args = Object.fromEntries(
      Object.entries(field.args).map(([key, node]) => [key, resolveValue(node, values)]),
    );
    rootFields.push({ key: field.alias, name: field.name, args });
  }
  return { operationName: operation.name, rootFields };
}

function assertDeclared(node: ValueNode, declared: VariableDefinition[]): void {
  if (node.kind === 'variable' && !declared.some((definition) => definition.name === node.name)) {
    throw new GraphqlSyntaxError(
      `Variabeln "$${node.name}" är inte deklarerad i operationen.`,
      'GRAPHQL_VALIDATION_FAILED',
    );
  }
  if (node.kind === 'list') node.items.forEach((item) => assertDeclared(item, declared));
  if (node.kind === 'object')
    Object.values(node.fields).forEach((item) => assertDeclared(item, declared));
}
