// Every screen is its own lazily loaded route, so a page downloads only what it shows.
import { createBrowserRouter } from 'react-router';
import { Layout } from './Layout.tsx';
import { RouteError } from './RouteError.tsx';

function PageLoading() {
  return <p className="page muted" aria-live="polite">Loading…</p>;
}

const page = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({ Component: (await load()).default });

export const router = createBrowserRouter([
  {
    element: <Layout />,
    errorElement: <RouteError />,
    HydrateFallback: PageLoading,
    children: [
      { index: true, lazy: page(() => import('../features/home/HomePage.tsx')) },
      { path: 'about', lazy: page(() => import('../features/home/AboutPage.tsx')) },
      { path: 'services', lazy: page(() => import('../features/home/ServicesPage.tsx')) },
      { path: 'contact', lazy: page(() => import('../features/home/ContactPage.tsx')) },
      { path: 'users/sign_up', lazy: page(() => import('../features/account/SignUpPage.tsx')) },
      { path: 'users/sign_in', lazy: page(() => import('../features/account/SignInPage.tsx')) },
      { path: 'brain-climb', lazy: page(() => import('../features/brain-climb/BrainClimbPage.tsx')) },
      { path: 'quizzes', lazy: page(() => import('../features/quizzes/QuizzesPage.tsx')) },
      { path: 'summer_workbook/:subject', lazy: page(() => import('../features/quizzes/WorkbookPage.tsx')) },
      { path: 'learning_world', lazy: page(() => import('../features/learning-world/LearningWorldPage.tsx')) },
      { path: 'challenges', lazy: page(() => import('../features/challenges/ChallengesPage.tsx')) },
      { path: 'teacher', lazy: page(() => import('../features/teacher/TeacherHome.tsx')) },
      { path: 'teacher/quizzes/new', lazy: page(() => import('../features/teacher/QuizEditor.tsx')) },
      { path: 'teacher/quizzes/:id/edit', lazy: page(() => import('../features/teacher/QuizEditor.tsx')) },
      { path: 'teacher/quizzes/:id', lazy: page(() => import('../features/teacher/ClassViewPage.tsx')) },
      { path: 'game_leaderboard', lazy: page(() => import('../features/leaderboard/LeaderboardPage.tsx')) },
      { path: 'account', lazy: page(() => import('../features/account/AccountPage.tsx')) },
      { path: '*', lazy: page(() => import('./NotFoundPage.tsx')) },
    ],
  },
]);
