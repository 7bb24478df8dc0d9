/*
 * La Meute — issue 25's address of the service worker. Members who turned the reminders on before issue 27 have a
 * registration whose script is this file; their push subscription belongs to that registration. This file now runs
 * the app's worker (web/src/sw/sw.ts, built to /sw.js: the same notifications, same behaviour), and the
 * app, at the member's next visit, registers /sw.js on the same scope, which updates that registration (the
 * subscription stays) and retires this address. Kept so that a member who only gets notifications, and never opens
 * the app, keeps getting them.
 */
importScripts('/sw.js');
