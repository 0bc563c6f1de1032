// Attributes React 18 does not know (React 19 does, camel-cased). React 18
// passes an unknown attribute on to the DOM as written, and warns unless it
// is written in lower case, so the shop's code writes these in lower case;
// here TypeScript learns them. Pulled into a program by this package's index.
export {};

// Each interface merges with React's, so it keeps React's type parameter, used or not.
/* eslint-disable @typescript-eslint/no-unused-vars */

declare module 'react' {
  interface HTMLAttributes<T> {
    /** The element opens as a popover: https://developer.mozilla.org/docs/Web/HTML/Global_attributes/popover */
    popover?: '' | 'auto' | 'manual';
  }
  interface ButtonHTMLAttributes<T> {
    /** The id of the popover this button opens and closes. */
    popovertarget?: string;
  }
  interface ImgHTMLAttributes<T> {
    /** How soon the browser fetches the picture, beside its other requests. */
    fetchpriority?: 'high' | 'low' | 'auto';
  }
}
