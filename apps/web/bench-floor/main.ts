/**
 * The floor of `pnpm bench` (scripts/bench-serve.ts, serveFloor): the app's stack and nothing
 * else. React, React DOM and React Router's data router, the versions the app uses, render one
 * small sign-in form on every path: no styles, font, data, query cache or API client. A phone's
 * figures for it are what the stack itself costs a page's start on this host, beside the app's.
 */
import { createElement as h, StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';

function SignIn() {
  const [email, setEmail] = useState('');
  return h(
    'main',
    null,
    h('h1', null, 'Вход в кабинет'),
    h('p', null, 'Рекламные кампании на цифровых экранах.'),
    h(
      'form',
      { onSubmit: (event: SubmitEvent) => event.preventDefault() },
      h('label', { htmlFor: 'email' }, 'Электронная почта'),
      h('input', {
        id: 'email',
        type: 'email',
        value: email,
        onChange: (event: { target: HTMLInputElement }) => setEmail(event.target.value),
      }),
      h('label', { htmlFor: 'password' }, 'Пароль'),
      h('input', { id: 'password', type: 'password' }),
      h('button', { type: 'submit' }, 'Войти'),
    ),
  );
}

const router = createBrowserRouter([{ path: '*', element: h(SignIn) }]);
createRoot(document.getElementById('root')!).render(
  h(StrictMode, null, h(RouterProvider, { router })),
);
