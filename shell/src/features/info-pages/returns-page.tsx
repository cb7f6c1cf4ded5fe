import { InfoPage } from './components/info-page';
import { ReturnWindow } from './components/return-window';
import { returnsPage } from './content/returns';

export function ReturnsPage() {
  return (
    <InfoPage content={returnsPage}>
      <ReturnWindow />
    </InfoPage>
  );
}
