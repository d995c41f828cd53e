import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { setupListeners } from '@reduxjs/toolkit/query';
import { Providers } from './app/providers';
import { AppRoutes, preloadPage } from './app/router';
import { createStore } from './app/store';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

const store = createStore();
setupListeners(store.dispatch);

const render = () =>
  createRoot(root).render(
    <StrictMode>
      <Providers store={store}>
        <AppRoutes />
      </Providers>
    </StrictMode>,
  );
// A failed preload renders all the same: the route's own loading and error handling take over.
void preloadPage(window.location.pathname).then(render, render);
