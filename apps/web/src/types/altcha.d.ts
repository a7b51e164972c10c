import 'react';

declare module 'react' {
  namespace JSX {
    // Module augmentation merges declarations, which only an interface can do.
    // eslint-disable-next-line @typescript-eslint/consistent-type-definitions
    interface IntrinsicElements {
      'altcha-widget': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        challenge?: string;
        challengeurl?: string;
        name?: string;
      };
    }
  }
}
