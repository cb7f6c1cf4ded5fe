import styled from 'styled-components';
import { ButtonLink, Container, media } from '@coffee/ui';

const Band = styled.section`
  background:
    radial-gradient(circle at 85% 20%, rgba(217, 154, 6, 0.18), transparent 45%),
    linear-gradient(135deg, #2a1d15 0%, #3b2417 55%, #55351f 100%);
  color: #fff;
  overflow: hidden;
`;

const Inner = styled(Container)`
  display: grid;
  gap: 2rem;
  align-items: center;
  padding-top: 3.5rem;
  padding-bottom: 3.5rem;
  ${media.md} {
    grid-template-columns: 1.2fr 1fr;
    padding-top: 5rem;
    padding-bottom: 5rem;
  }
`;

const Headline = styled.h1`
  font-size: clamp(2.1rem, 6vw, 3.5rem);
  margin: 0 0 1rem;
`;

const Line = styled.p`
  font-size: clamp(1.05rem, 2.2vw, 1.3rem);
  color: #f6e3cf;
  margin: 0 0 2rem;
  max-width: 32rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

const Primary = ButtonLink;
const Secondary = styled(ButtonLink)`
  color: #fff;
  border-color: #f6e3cf;
  &:hover:not(:disabled) {
    background: rgba(255, 255, 255, 0.12);
  }
`;

const Art = styled.div`
  display: none;
  justify-self: center;
  width: min(100%, 22rem);
  ${media.md} {
    display: block;
  }
`;

/** A cup of coffee with rising steam: decoration only. */
function CupArt() {
  return (
    <svg viewBox="0 0 240 220" aria-hidden="true" focusable="false">
      <g fill="none" stroke="#f6e3cf" strokeWidth="5" strokeLinecap="round" opacity="0.7">
        <path d="M90 70 C80 55 100 45 90 30" />
        <path d="M120 66 C110 50 130 40 120 22" />
        <path d="M150 70 C140 55 160 45 150 30" />
      </g>
      <ellipse cx="120" cy="196" rx="96" ry="14" fill="#1c130e" opacity="0.6" />
      <ellipse cx="120" cy="190" rx="84" ry="12" fill="#f3ebe2" />
      <path d="M52 92 H188 L176 166 Q172 186 150 186 H90 Q68 186 64 166 Z" fill="#faf6f1" />
      <path
        d="M186 104 Q222 104 218 134 Q214 160 180 158"
        fill="none"
        stroke="#faf6f1"
        strokeWidth="12"
      />
      <ellipse cx="120" cy="92" rx="68" ry="10" fill="#55351f" />
      <ellipse cx="120" cy="92" rx="50" ry="6" fill="#b5651d" opacity="0.7" />
      <path d="M70 122 H170" stroke="#b5651d" strokeWidth="6" opacity="0.35" />
    </svg>
  );
}

export function Hero() {
  return (
    <Band aria-labelledby="home-hero-title">
      <Inner>
        <div>
          <Headline id="home-hero-title">Discover Your Perfect Brew</Headline>
          <Line>Premium coffee delivered to your door. Save 15% with Direct+</Line>
          <Actions>
            <Primary to="/category/beans" $variant="secondary" $size="lg">
              Shop Now
            </Primary>
            <Secondary to="/direct-plus" $variant="outline" $size="lg">
              Join Direct+
            </Secondary>
          </Actions>
        </div>
        <Art>
          <CupArt />
        </Art>
      </Inner>
    </Band>
  );
}
