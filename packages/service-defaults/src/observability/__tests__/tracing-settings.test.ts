import { ConfigError } from '../../config/parse-config';
import { tracingSettingsFrom } from '../tracing';

describe('tracingSettingsFrom (off unless configured)', () => {
  it('when nothing is set, then tracing is off', () => {
    expect(tracingSettingsFrom({})).toBeNull();
  });
  it('when OTEL_TRACES_EXPORTER=console, then spans are printed', () => {
    expect(tracingSettingsFrom({ OTEL_TRACES_EXPORTER: 'console' })).toEqual({
      exporter: 'console',
    });
  });
  it('when only an OTLP endpoint is set, then spans go to its /v1/traces', () => {
    expect(tracingSettingsFrom({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/' })).toEqual({
      exporter: 'otlp',
      url: 'http://collector:4318/v1/traces',
    });
  });
  it('when OTEL_TRACES_EXPORTER=none, then an endpoint does not turn it on', () => {
    expect(
      tracingSettingsFrom({
        OTEL_TRACES_EXPORTER: 'none',
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
      }),
    ).toBeNull();
  });
  it('when a value is bad, then start-up fails naming the key', () => {
    expect(() => tracingSettingsFrom({ OTEL_TRACES_EXPORTER: 'jaeger' })).toThrow(ConfigError);
    expect(() => tracingSettingsFrom({ OTEL_EXPORTER_OTLP_ENDPOINT: 'not a url' })).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT/,
    );
  });
});
