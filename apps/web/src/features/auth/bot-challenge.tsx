import type { PublicConfig } from '@hirebase/shared';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { loadScript } from '@/lib/load-script';
import './bot-challenge.css';

type ChallengeConfig = Pick<PublicConfig, 'bot_challenge' | 'turnstile_site_key'>;

type Turnstile = {
  render: (el: HTMLElement, options: Record<string, unknown>) => string;
  remove: (id: string) => void;
};

const TURNSTILE_SRC = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

/**
 * The bot challenge picked by the public config. Reports the token to send as `turnstile_token`
 * ('' when off or not solved yet). Change `resetKey` to get a fresh challenge after a failed submit.
 */
export function BotChallenge({
  config,
  onToken,
  resetKey = 0,
}: {
  config: ChallengeConfig;
  onToken: (token: string) => void;
  resetKey?: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);
  const mode = config.bot_challenge;

  useEffect(() => {
    onToken('');
    const host = ref.current;
    if (!host || mode === 'off') return;
    let disposed = false;
    let cleanup = () => {};

    if (mode === 'altcha') {
      void import('altcha')
        .then(() => {
          if (disposed) return;
          const widget = document.createElement('altcha-widget');
          widget.setAttribute('challenge', '/api/v1/public/altcha/challenge');
          widget.setAttribute('challengeurl', '/api/v1/public/altcha/challenge');
          const onState = (event: Event) => {
            const detail = (event as CustomEvent<{ state?: string; payload?: string }>).detail;
            onToken(detail?.state === 'verified' && detail.payload ? detail.payload : '');
          };
          widget.addEventListener('statechange', onState);
          host.replaceChildren(widget);
          cleanup = () => {
            widget.removeEventListener('statechange', onState);
            widget.remove();
          };
        })
        .catch(() => setFailed(true));
    } else if (mode === 'turnstile' && config.turnstile_site_key) {
      void loadScript(TURNSTILE_SRC)
        .then(() => {
          const turnstile = (window as { turnstile?: Turnstile }).turnstile;
          if (disposed || !turnstile) return;
          const id = turnstile.render(host, {
            sitekey: config.turnstile_site_key,
            callback: (token: string) => onToken(token),
            'expired-callback': () => onToken(''),
            'error-callback': () => onToken(''),
          });
          cleanup = () => turnstile.remove(id);
        })
        .catch(() => setFailed(true));
    }
    return () => {
      disposed = true;
      cleanup();
    };
    // onToken is a state setter from the parent form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mode, config.turnstile_site_key, resetKey]);

  if (mode === 'off') return null;
  return (
    <div className="grid gap-1">
      <div ref={ref} className="min-h-[3.5rem]" />
      {failed ? (
        <p role="alert" className="text-sm text-destructive">
          The verification widget could not load. Check your connection and reload the page.
        </p>
      ) : null}
    </div>
  );
}

const WAITING_HINT: Record<Exclude<ChallengeConfig['bot_challenge'], 'off'>, string> = {
  altcha: 'Tick “I’m not a robot” above to continue.',
  turnstile: 'Complete the verification above to continue.',
};

/**
 * The submit button of a form guarded by the bot challenge. It stays disabled until the challenge
 * gives a token, and says so beside it, so a person is never left facing a dead button.
 */
export function ChallengeSubmit({
  config,
  token,
  busy,
  children,
}: {
  config: ChallengeConfig;
  token: string;
  busy: boolean;
  children: ReactNode;
}) {
  const hintId = useId();
  const mode = config.bot_challenge;
  const waiting = mode !== 'off' && !token;
  return (
    <div className="grid gap-2">
      <Button type="submit" disabled={busy || waiting} aria-describedby={waiting ? hintId : undefined}>
        {children}
      </Button>
      {waiting ? (
        <p id={hintId} className="text-center text-sm text-muted-foreground">
          {WAITING_HINT[mode]}
        </p>
      ) : null}
    </div>
  );
}
