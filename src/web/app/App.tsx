import { RouterProvider } from 'react-router';
import { Providers } from './providers';
import { ConnectionGate } from './ConnectionGate';
import { router } from './router';

export function App() {
  return (
    <Providers>
      <ConnectionGate>
        <RouterProvider router={router} />
      </ConnectionGate>
    </Providers>
  );
}
