// The shell of / runs this before it paints: a visitor with no session on this device is sent to /auth, whose page
// is prerendered, instead of downloading the app only to be redirected there. It mirrors sessionMayExist() in
// src/auth/session.tsx (a stored supabase-js session, or a sign-in coming back in the address); a test holds
// the two to the same answers. A plain script, as it must run before the page's modules.
(function (location, localStorage) {
  if (location.pathname !== '/') return;
  try {
    for (var i = 0; i < localStorage.length; i += 1) if (/^sb-.+-auth-token$/.test(localStorage.key(i) || '')) return;
  } catch (error) {
    return;
  }
  if (/[?#&](access_token|refresh_token|code|token_hash|error_description)=/.test(location.href)) return;
  location.replace('/auth');
})(window.location, window.localStorage);
