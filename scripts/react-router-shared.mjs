// What the browser apps share of React Router (issue 21): the names they import from 'react-router-dom', nothing
// else. Every app's build resolves 'react-router-dom' to this file (scripts/webpack-app.cjs), and it is the one
// shared singleton of React Router, so the shell's copy keeps only these and what they use (tree-shaken), instead of
// the whole package (server rendering, sessions, cookies, RSC...). An app importing a name not listed here fails to
// build (exportsPresence: 'error' on the apps' sources): add the name here.
export { createHashRouter, Link, Navigate, NavLink, Outlet, Route, Routes, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
export { RouterProvider } from 'react-router/dom';
