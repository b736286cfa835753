import { useCallback } from 'react';
import { useNavigate } from 'react-router';

interface FollowEvent {
  preventDefault(): void;
  detail: { href?: string; external?: boolean };
}

/** An onFollow handler for Cloudscape links and buttons: in-app hrefs go through the router. */
export function useFollow() {
  const navigate = useNavigate();
  return useCallback(
    (event: FollowEvent) => {
      const href = event.detail.href;
      if (!href || event.detail.external || !href.startsWith('/')) return;
      event.preventDefault();
      void navigate(href);
    },
    [navigate],
  );
}
