import { Menu, ShieldCheck, X } from 'lucide-react';
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { buttonClassName } from '@client/components/ui/button';
import type { SignInKind } from '@client/lib/auth-storage';
import { useStoredToken } from '@client/lib/use-stored-token';
import { cn } from '@client/lib/cn';
import { landingSections, paths, type LandingSection } from '@client/lib/paths';
import { useGoToSection } from '@client/lib/section-scroll';
import { useStableId } from '@client/lib/stable-id';

type NavItem =
  | { kind: 'home'; label: string }
  | { kind: 'section'; label: string; section: LandingSection }
  | { kind: 'route'; label: string; href: string };

/**
 * Requirements §2 Navigation bar, in the order the spec lists the items, with the legal database after
 * Resources (nothing else led to it). Client Portal is not a menu item: it was a second way to
 * Sign In, so it is the signed-in client's button instead (see AccountButtons).
 */
const navItems: NavItem[] = [
  { kind: 'home', label: 'Home' },
  { kind: 'route', label: 'Get Help', href: paths.help.getHref() },
  { kind: 'section', label: 'Services', section: landingSections.services },
  { kind: 'route', label: 'Resources', href: paths.resources.getHref() },
  { kind: 'route', label: 'Legal Database', href: paths.legal.getHref() },
  { kind: 'route', label: 'Calculator', href: paths.calculator.getHref() },
  { kind: 'section', label: 'Partners', section: landingSections.partners },
  { kind: 'section', label: 'Support', section: landingSections.support },
  { kind: 'section', label: 'Contact', section: landingSections.contact },
];

/** Where each kind of signed-in person works, as the bar's button names it. */
const signedInAreas: Record<SignInKind, { label: string; href: string }> = {
  client: { label: 'Client Portal', href: paths.dashboard.getHref() },
  partner: { label: 'Partner Dashboard', href: paths.partnerDashboard.getHref() },
  staff: { label: 'Staff Area', href: paths.admin.getHref() },
};
const signInKinds = ['client', 'partner', 'staff'] as const satisfies readonly SignInKind[];

export function sectionHref(section: LandingSection): string {
  return `${paths.home.getHref()}#${section}`;
}

const itemClassName = cn(
  'flex min-h-11 items-center rounded-lg font-semibold text-ink-900 no-underline transition-colors',
  'hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:text-brand-700',
  'aria-[current=page]:underline aria-[current=page]:decoration-2 aria-[current=page]:underline-offset-8',
);

interface NavItemsProps {
  onNavigate: () => void;
  className: string;
  linkClassName: string;
}

function NavItems({ onNavigate, className, linkClassName }: NavItemsProps) {
  const goToSection = useGoToSection();
  const { pathname } = useLocation();

  return (
    <ul className={className}>
      {navItems.map((item) => {
        let link: ReactNode;
        if (item.kind === 'home') {
          // Spec: Home is a full page load of `/`.
          link = (
            <a
              href={paths.home.getHref()}
              className={cn(itemClassName, linkClassName)}
              aria-current={pathname === paths.home.path ? 'page' : undefined}
            >
              {item.label}
            </a>
          );
        } else if (item.kind === 'section') {
          const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
            event.preventDefault();
            onNavigate();
            goToSection(item.section);
          };
          link = (
            <a
              href={sectionHref(item.section)}
              onClick={onClick}
              className={cn(itemClassName, linkClassName)}
            >
              {item.label}
            </a>
          );
        } else {
          link = (
            <NavLink
              to={item.href}
              onClick={onNavigate}
              className={cn(itemClassName, linkClassName)}
            >
              {item.label}
            </NavLink>
          );
        }
        return <li key={item.label}>{link}</li>;
      })}
    </ul>
  );
}

interface AccountButtonsProps {
  onNavigate: () => void;
  /** The kinds of sign-in this browser holds (usually none or one). */
  signedIn: readonly SignInKind[];
  className: string;
  buttonSize?: 'md' | 'lg';
}

/**
 * Signed out: Partner Login and Sign In (requirements §2). Signed in: a button to the person's own area
 * instead, for each kind of sign-in held, so nobody is offered a sign-in they already have.
 */
function AccountButtons({
  onNavigate,
  signedIn,
  className,
  buttonSize = 'md',
}: AccountButtonsProps) {
  const extra =
    buttonSize === 'md' ? 'px-3.5 text-sm whitespace-nowrap no-underline' : 'no-underline';
  const links =
    signedIn.length > 0
      ? signedIn.map((kind) => ({ ...signedInAreas[kind], variant: 'primary' as const }))
      : [
          {
            label: 'Partner Login',
            href: paths.partnerLogin.getHref(),
            variant: 'outline' as const,
          },
          { label: 'Sign In', href: paths.auth.getHref(), variant: 'primary' as const },
        ];
  return (
    <div className={className}>
      {links.map((link) => (
        <Link
          key={link.href}
          to={link.href}
          onClick={onNavigate}
          className={buttonClassName(link.variant, buttonSize, extra)}
        >
          {link.label}
        </Link>
      ))}
    </div>
  );
}

export function NavBar() {
  const location = useLocation();
  const menuId = useStableId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // The menu remembers the location it was opened on; any navigation changes the key and closes it.
  const [openOnKey, setOpenOnKey] = useState<string | null>(null);
  const menuOpen = openOnKey === location.key;
  const closeMenu = () => setOpenOnKey(null);
  // A stored token is enough here: each area drops it at once if the server refuses it.
  const tokens = {
    client: useStoredToken('client'),
    partner: useStoredToken('partner'),
    staff: useStoredToken('staff'),
  };
  const signedIn = signInKinds.filter((kind) => tokens[kind] !== null);

  useEffect(() => {
    if (!menuOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOnKey(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menuOpen]);

  return (
    <header className="fixed inset-x-0 top-0 z-40 border-b border-ink-200 bg-white/95 shadow-sm backdrop-blur">
      <nav aria-label="Main">
        <div className="mx-auto flex h-18 max-w-7xl items-center gap-4 px-4 sm:px-6 2xl:max-w-[90rem]">
          <a
            href={paths.home.getHref()}
            className="flex min-h-11 shrink-0 items-center gap-2.5 rounded-lg text-brand-800 no-underline"
          >
            <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-brand-800">
              <ShieldCheck aria-hidden="true" className="h-6 w-6 text-accent-400" />
            </span>
            <span className="leading-tight font-bold">
              {/*
                Short name where space is tight (phones, and laptops where the full menu shows).
                With larger text the menu button stands in for the full menu.
              */}
              <span className="text-xl sm:hidden xl:inline 2xl:hidden" aria-hidden="true">
                TRA
              </span>
              <span className="sr-only sm:not-sr-only sm:text-lg xl:sr-only 2xl:not-sr-only 2xl:block 2xl:max-w-52 2xl:text-base">
                Timeshare Resolution Advocates
              </span>
            </span>
          </a>

          <NavItems
            onNavigate={closeMenu}
            className="ml-auto hidden items-center gap-0.5 xl:flex enlarged:hidden!"
            linkClassName="px-1 text-sm whitespace-nowrap 2xl:px-2"
          />
          <AccountButtons
            onNavigate={closeMenu}
            signedIn={signedIn}
            className="hidden shrink-0 items-center gap-2 xl:flex enlarged:hidden!"
          />

          <button
            ref={toggleRef}
            type="button"
            className={buttonClassName(
              'ghost',
              'md',
              'ml-auto gap-2 px-3 xl:hidden enlarged:inline-flex!',
            )}
            aria-expanded={menuOpen}
            aria-controls={menuId}
            onClick={() => setOpenOnKey(menuOpen ? null : location.key)}
          >
            {menuOpen ? (
              <X aria-hidden="true" className="h-6 w-6" />
            ) : (
              <Menu aria-hidden="true" className="h-6 w-6" />
            )}
            <span className="sr-only">{menuOpen ? 'Close menu' : 'Open menu'}</span>
            <span aria-hidden="true">Menu</span>
          </button>
        </div>

        <div
          id={menuId}
          hidden={!menuOpen}
          className="max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-t border-ink-200 bg-white xl:hidden enlarged:block!"
        >
          <NavItems
            onNavigate={closeMenu}
            className="mx-auto flex max-w-7xl flex-col gap-1 px-4 pt-3 sm:px-6"
            linkClassName="px-3 text-lg"
          />
          <AccountButtons
            onNavigate={closeMenu}
            signedIn={signedIn}
            buttonSize="lg"
            className="mx-auto grid max-w-7xl grid-cols-1 gap-3 px-4 pt-3 pb-5 sm:grid-cols-2 sm:px-6"
          />
        </div>
      </nav>
    </header>
  );
}
