import { Outlet } from 'react-router-dom';

import { BrandMark } from './brand';

/** `quiz`: the /quiz/* pages — a slim brand bar and one focused column, like the intake. */
export function QuizLayout() {
  return (
    <div className="layout layout--quiz">
      <header className="site-header site-header--slim">
        <div className="site-header__inner">
          <BrandMark size="compact" />
        </div>
      </header>
      <main id="main" className="layout__main layout__main--narrow">
        <Outlet />
      </main>
    </div>
  );
}
