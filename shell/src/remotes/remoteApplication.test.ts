import { createRemoteApplication, type RemoteApplicationOptions } from './remoteApplication';

type Props = Record<string, unknown>;

function fakeRenderError(container: HTMLElement, retry: () => void): () => void {
  const box = document.createElement('div');
  box.dataset.testid = 'remote-error';
  box.textContent = 'This part of the site could not be loaded.';
  const button = document.createElement('button');
  button.textContent = 'Retry';
  button.addEventListener('click', retry);
  box.appendChild(button);
  container.appendChild(box);
  return () => box.remove();
}

function fakeRemote(text: string, overrides: Partial<Record<'mount' | 'unmount', (p: Props) => Promise<void>>> = {}) {
  return {
    bootstrap: jest.fn(async () => undefined),
    mount:
      overrides.mount ??
      jest.fn(async (p: Props) => {
        (p.domElement as HTMLElement).innerHTML = `<p>${text}</p>`;
      }),
    unmount:
      overrides.unmount ??
      jest.fn(async (p: Props) => {
        (p.domElement as HTMLElement).innerHTML = '';
      }),
  };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

let outlet: HTMLElement;
const props: Props = { name: 'x' };

function app(load: RemoteApplicationOptions['load'], name = 'mfe-public') {
  return createRemoteApplication({ name, load, outlet: () => outlet, renderError: fakeRenderError });
}

async function mount(lifecycles: ReturnType<typeof app>) {
  await (lifecycles.bootstrap as (p: Props) => Promise<void>)(props);
  await (lifecycles.mount as (p: Props) => Promise<void>)(props);
}

async function unmount(lifecycles: ReturnType<typeof app>) {
  await (lifecycles.unmount as (p: Props) => Promise<void>)(props);
}

beforeEach(() => {
  document.body.innerHTML = '';
  outlet = document.createElement('div');
  document.body.appendChild(outlet);
});

describe('a remote application', () => {
  it('mounts the remote into its own area of the outlet', async () => {
    const remote = fakeRemote('home page');
    const lifecycles = app(async () => remote);
    await mount(lifecycles);
    const area = outlet.querySelector('#remote-mfe-public')!;
    expect(area.textContent).toBe('home page');
    expect(remote.bootstrap).toHaveBeenCalledTimes(1);
    await unmount(lifecycles);
    expect(remote.unmount).toHaveBeenCalled();
    expect(outlet.children).toHaveLength(0);
  });

  it('shows an error with Retry when the remote cannot be loaded, without rejecting, and Retry loads it', async () => {
    const remote = fakeRemote('loaded on retry');
    const load = jest.fn<Promise<unknown>, [{ force: boolean }]>().mockRejectedValueOnce(new Error('net::ERR_CONNECTION_REFUSED')).mockResolvedValue(remote);
    const lifecycles = app(load);
    await expect(mount(lifecycles)).resolves.toBeUndefined();
    expect(outlet.textContent).toContain('This part of the site could not be loaded.');
    outlet.querySelector('button')!.click();
    await flush();
    expect(load).toHaveBeenLastCalledWith({ force: true });
    expect(outlet.textContent).toBe('loaded on retry');
    expect(outlet.querySelector('[data-testid="remote-error"]')).toBeNull();
  });

  it('keeps other remotes working while one fails', async () => {
    const broken = app(async () => {
      throw new Error('down');
    }, 'mfe-i693');
    const working = app(async () => fakeRemote('public works'), 'mfe-public');
    await mount(broken);
    await unmount(broken);
    await mount(working);
    expect(outlet.textContent).toBe('public works');
  });

  it('shows the error when a loaded remote throws on mount, and Retry mounts again without reloading', async () => {
    let fail = true;
    const remote = fakeRemote('', {
      mount: jest.fn(async (p: Props) => {
        if (fail) throw new Error('render crashed');
        (p.domElement as HTMLElement).textContent = 'mounted';
      }),
    });
    const load = jest.fn(async () => remote);
    const lifecycles = app(load);
    await mount(lifecycles);
    expect(outlet.querySelector('[data-testid="remote-error"]')).not.toBeNull();
    fail = false;
    outlet.querySelector('button')!.click();
    await flush();
    expect(load).toHaveBeenCalledTimes(1);
    expect(outlet.textContent).toBe('mounted');
  });

  it('rejects exports that are not single-spa lifecycles with the error view', async () => {
    const lifecycles = app(async () => ({ something: 1 }));
    await mount(lifecycles);
    expect(outlet.querySelector('[data-testid="remote-error"]')).not.toBeNull();
  });

  it('does not mount a remote whose Retry finishes after the user left', async () => {
    const remote = fakeRemote('late');
    let resolveLoad: (value: unknown) => void = () => undefined;
    const load = jest
      .fn<Promise<unknown>, [{ force: boolean }]>()
      .mockRejectedValueOnce(new Error('down'))
      .mockImplementationOnce(() => new Promise((resolve) => (resolveLoad = resolve)));
    const lifecycles = app(load);
    await mount(lifecycles);
    outlet.querySelector('button')!.click();
    await unmount(lifecycles);
    resolveLoad(remote);
    await flush();
    expect(remote.mount).not.toHaveBeenCalled();
    expect(outlet.children).toHaveLength(0);
  });
});
