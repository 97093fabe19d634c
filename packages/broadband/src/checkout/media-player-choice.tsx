import { CheckboxField } from '@lingon/design-system/checkbox';
import { formatPrice } from '@lingon/design-system/lib/format';
import { cn } from '@lingon/design-system/lib/cn';
import { useAtom } from 'jotai';
import * as React from 'react';
import { selectedHardwareAtom } from '../lib/order-state';
import {
  isMediaPlayerOfferActive,
  MEDIA_PLAYER_DISCOUNT_PERCENT,
  MEDIA_PLAYERS,
  mediaPlayerPrice,
} from '@lingon/contracts/broadband/media-players';

export interface MediaPlayerChoiceProps extends React.ComponentProps<'fieldset'> {
  /** The moment prices are shown for (the offer ends 23 November); defaults to now. */
  now?: Date;
}

/**
 * The TV bundle's media players (Apple TV, Chromecast): the customer ticks the ones to send
 * with the order; the choice lives in the order state and goes into the order as `hardware`.
 */
export function MediaPlayerChoice({
  now = new Date(),
  className,
  ...props
}: MediaPlayerChoiceProps) {
  const [hardware, setHardware] = useAtom(selectedHardwareAtom);
  const offerOn = isMediaPlayerOfferActive(now);
  const baseId = React.useId();
  return (
    <fieldset
      data-slot="media-player-choice"
      className={cn('flex flex-col gap-2', className)}
      {...props}
    >
      <legend className="mb-1 text-lg font-semibold text-fg">Lägg till en mediaspelare</legend>
      <p className="text-sm text-muted">
        {offerOn
          ? `${MEDIA_PLAYER_DISCOUNT_PERCENT} % rabatt till och med 23 november. Betalas en gång, på första fakturan.`
          : 'Betalas en gång, på första fakturan. Skickas med routern.'}
      </p>
      {MEDIA_PLAYERS.map((player) => (
        <CheckboxField
          key={player.id}
          id={`${baseId}-${player.id}`}
          label={`${player.name}, ${formatPrice(mediaPlayerPrice(player, now), 'kr')}`}
          hint={player.description}
          checked={hardware.includes(player.id)}
          onCheckedChange={(checked) =>
            setHardware((current) =>
              checked === true
                ? MEDIA_PLAYERS.map((offer) => offer.id).filter(
                    (id) => id === player.id || current.includes(id),
                  )
                : current.filter((id) => id !== player.id),
            )
          }
        />
      ))}
    </fieldset>
  );
}
