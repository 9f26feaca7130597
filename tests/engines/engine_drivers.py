"""Drivers for the three-engine smoke tests (issue 36, item 6): Debian's Firefox ESR over
WebDriver BiDi (a small client on websocket-client: Debian ships no geckodriver) and Debian's
WebKitGTK through its WebKitWebDriver with Selenium, under an Xvfb display (WebKitGTK's
MiniBrowser has no headless mode). Both offer the same few verbs, so the smoke test is written
once: ``open``, ``run`` (JavaScript, awaited, its JSON result), ``wait``, ``click`` (a real
pointer click at an element's centre), ``press`` (a real key press), ``close``.

Each driver also keeps what went wrong in the page: uncaught errors and console errors (Firefox:
the BiDi log events; WebKit: a listener the page is given after each load, as classic WebDriver
reports no console)."""

from __future__ import annotations

import json
import os
import re
import select
import shutil
import socket
import subprocess
import tempfile
import time
from pathlib import Path
from typing import Any

FIREFOX = "firefox-esr"
WEBKIT_DRIVER = "WebKitWebDriver"
XVFB = "Xvfb"

# WebDriver's key codes (the same in classic WebDriver and in BiDi's input actions).
KEYS = {"ArrowLeft": "\ue012", "ArrowUp": "\ue013", "ArrowRight": "\ue014", "ArrowDown": "\ue015",
        "Enter": "\ue007", "Escape": "\ue00c", "Tab": "\ue004"}

# Given to the page after a load where the driver has no console events (WebKit): errors and
# console errors from then on are kept in window.__engineProblems.
PROBLEM_LISTENER = """
if (!window.__engineProblems) {
  const kept = window.__engineProblems = [];
  addEventListener('error', e => kept.push('page error: ' + e.message));
  addEventListener('unhandledrejection', e => kept.push('unhandled rejection: ' + String(e.reason)));
  const original = console.error.bind(console);
  console.error = (...args) => { kept.push('console error: ' + args.map(String).join(' ')); original(...args); };
}
"""

# Firefox preferences: nothing of its own on the network, no first-run pages.
FIREFOX_PREFS = {
    "app.update.disabledForTesting": True,
    "browser.shell.checkDefaultBrowser": False,
    "browser.startup.homepage_override.mstone": "ignore",
    "browser.startup.page": 0,
    "browser.safebrowsing.malware.enabled": False,
    "browser.safebrowsing.phishing.enabled": False,
    "browser.safebrowsing.downloads.enabled": False,
    "datareporting.policy.dataSubmissionEnabled": False,
    "datareporting.healthreport.uploadEnabled": False,
    "toolkit.telemetry.enabled": False,
    "network.captive-portal-service.enabled": False,
    "network.connectivity-service.enabled": False,
    "extensions.update.enabled": False,
    "services.settings.server": "http://127.0.0.1:9/",
    "browser.region.network.url": "",
    "remote.prefs.recommended": True,
}


class EngineError(AssertionError):
    """The page or the browser answered with an error."""


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


def wait_for_line(process: subprocess.Popen, pattern: str, timeout: float) -> re.Match:
    """Read ``process``'s stderr until a line matches ``pattern``; its match."""
    deadline = time.monotonic() + timeout
    seen = []
    while time.monotonic() < deadline:
        ready, _, _ = select.select([process.stderr], [], [], 0.5)
        if not ready:
            if process.poll() is not None:
                break
            continue
        line = process.stderr.readline().decode(errors="replace")
        if not line and process.poll() is not None:
            break
        seen.append(line)
        found = re.search(pattern, line)
        if found:
            return found
    raise EngineError("%s did not say %r in %ss:\n%s" % (process.args[0], pattern, timeout, "".join(seen[-20:])))


def function_body(script: str) -> str:
    """``script`` (an expression, or a function of one argument such as ``x => ...``) as the
    text of an async function of ``arg`` that returns its JSON."""
    return ("async function (argJson) { const arg = JSON.parse(argJson); const value = (%s);"
            " const result = typeof value === 'function' ? await value(arg) : await value;"
            " return JSON.stringify(result === undefined ? null : result); }" % script)


class Engine:
    """What the smoke test asks of a browser; subclasses speak to one engine."""

    name = ""
    version = ""

    def run(self, script: str, arg: Any = None) -> Any:
        raise NotImplementedError

    def wait(self, script: str, arg: Any = None, timeout: float = 60, what: str = "") -> Any:
        """Poll ``script`` (see ``run``) until it is truthy; its value."""
        deadline = time.monotonic() + timeout
        while True:
            value = self.run(script, arg)
            if value:
                return value
            if time.monotonic() > deadline:
                raise EngineError("%s: waited %ss for %s" % (self.name, timeout, what or script))
            time.sleep(0.05)

    def centre(self, selector: str) -> tuple[int, int]:
        """The viewport point at the middle of ``selector``'s element, scrolled into view."""
        x, y = self.run("""s => { const e = document.querySelector(s);
            if (!e) return null;
            e.scrollIntoView({block: 'center', inline: 'center'});
            const box = e.getBoundingClientRect();
            return [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)]; }""", selector) \
            or (None, None)
        if x is None:
            raise EngineError("%s: nothing matches %s" % (self.name, selector))
        return x, y

    def problems(self) -> list[str]:
        raise NotImplementedError


class Firefox(Engine):
    """Debian's Firefox ESR, headless, over WebDriver BiDi (its built-in remote agent)."""

    name = "Firefox ESR"

    def __init__(self, binary: str, width: int = 1280, height: int = 900) -> None:
        import websocket  # websocket-client, a dependency of selenium (pinned in requirements-test.txt)

        self.profile = tempfile.mkdtemp(prefix="engines-firefox-")
        Path(self.profile, "user.js").write_text("".join(
            "user_pref(%s, %s);\n" % (json.dumps(key), json.dumps(value)) for key, value in FIREFOX_PREFS.items()))
        env = dict(os.environ, MOZ_HEADLESS="1", MOZ_HEADLESS_WIDTH=str(width), MOZ_HEADLESS_HEIGHT=str(height))
        self.process = subprocess.Popen(
            [binary, "--headless", "--no-remote", "--profile", self.profile,
             "--remote-debugging-port", str(free_port()), "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env=env)
        try:
            found = wait_for_line(self.process, r"WebDriver BiDi listening on (ws://\S+)", 60)
            self.socket = websocket.create_connection(found.group(1) + "/session", suppress_origin=True,
                                                      timeout=120)
            self.next_id = 0
            self.events: list[dict] = []
            created = self.send("session.new", {"capabilities": {"alwaysMatch": {"unhandledPromptBehavior": "ignore"}}})
            self.version = created["capabilities"]["browserVersion"]
            self.send("session.subscribe", {"events": ["log.entryAdded"]})
            tree = self.send("browsingContext.getTree", {})
            self.context = tree["contexts"][0]["context"]
            self.send("browsingContext.setViewport", {"context": self.context,
                                                      "viewport": {"width": width, "height": height}})
        except Exception:
            self.close()
            raise

    def send(self, method: str, params: dict) -> dict:
        self.next_id += 1
        sent = self.next_id
        self.socket.send(json.dumps({"id": sent, "method": method, "params": params}))
        while True:
            answer = json.loads(self.socket.recv())
            if answer.get("type") == "event":
                self.events.append(answer)
                continue
            if answer.get("id") != sent:
                continue
            if answer.get("type") == "error":
                raise EngineError("%s %s: %s: %s" % (self.name, method, answer.get("error"), answer.get("message")))
            return answer["result"]

    def open(self, url: str) -> None:
        self.send("browsingContext.navigate", {"context": self.context, "url": url, "wait": "complete"})

    def reload(self) -> None:
        self.send("browsingContext.reload", {"context": self.context, "wait": "complete"})

    def run(self, script: str, arg: Any = None) -> Any:
        answer = self.send("script.callFunction", {
            "functionDeclaration": function_body(script), "awaitPromise": True,
            "arguments": [{"type": "string", "value": json.dumps(arg)}],
            "target": {"context": self.context}, "resultOwnership": "none"})
        if answer["type"] == "exception":
            details = answer["exceptionDetails"]
            raise EngineError("%s: %s (in %s)" % (self.name, details.get("text"), script[:200]))
        return json.loads(answer["result"]["value"])

    def perform(self, actions: list[dict]) -> None:
        self.send("input.performActions", {"context": self.context, "actions": actions})
        self.send("input.releaseActions", {"context": self.context})

    def click(self, selector: str) -> None:
        x, y = self.centre(selector)
        self.perform([{"type": "pointer", "id": "mouse", "parameters": {"pointerType": "mouse"},
                       "actions": [{"type": "pointerMove", "x": x, "y": y, "origin": "viewport"},
                                   {"type": "pointerDown", "button": 0},
                                   {"type": "pointerUp", "button": 0}]}])

    def press(self, key: str) -> None:
        code = KEYS[key]
        self.perform([{"type": "key", "id": "keyboard",
                       "actions": [{"type": "keyDown", "value": code}, {"type": "keyUp", "value": code}]}])

    def problems(self) -> list[str]:
        found = []
        for event in self.events:
            entry = event.get("params", {})
            if event.get("method") != "log.entryAdded":
                continue
            if entry.get("type") == "javascript" or entry.get("level") == "error":
                found.append("%s %s: %s" % (entry.get("type"), entry.get("level"), str(entry.get("text"))[:500]))
        self.events = []
        return found

    def close(self) -> None:
        try:
            if getattr(self, "socket", None) is not None:
                try:
                    self.send("browser.close", {})
                except Exception:
                    pass
                self.socket.close()
        finally:
            try:
                self.process.wait(15)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait(5)
            shutil.rmtree(self.profile, ignore_errors=True)


class Xvfb:
    """A virtual X display of our own, on the first free display number."""

    def __init__(self, binary: str) -> None:
        read, write = os.pipe()
        self.process = subprocess.Popen([binary, "-displayfd", str(write), "-screen", "0", "1280x1024x24",
                                         "-nolisten", "tcp"], pass_fds=(write,),
                                        stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write)
        number = b""
        deadline = time.monotonic() + 30
        while not number.endswith(b"\n") and time.monotonic() < deadline:
            ready, _, _ = select.select([read], [], [], 0.5)
            if ready:
                chunk = os.read(read, 16)
                if not chunk:
                    break
                number += chunk
        os.close(read)
        if not number.strip():
            self.close()
            raise EngineError("Xvfb did not start")
        self.display = ":" + number.decode().strip()

    def close(self) -> None:
        self.process.terminate()
        try:
            self.process.wait(10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait(5)


class WebKit(Engine):
    """Debian's WebKitGTK (its MiniBrowser) through WebKitWebDriver, with Selenium, on an Xvfb
    display."""

    name = "WebKitGTK"

    def __init__(self, driver: str, xvfb: str, width: int = 1280, height: int = 900) -> None:
        from selenium import webdriver

        self.xvfb = Xvfb(xvfb)
        self.driver = None
        try:
            options = webdriver.WebKitGTKOptions()
            service = webdriver.WebKitGTKService(executable_path=driver, env=dict(os.environ, DISPLAY=self.xvfb.display))
            self.driver = webdriver.WebKitGTK(options=options, service=service)
            self.driver.set_window_rect(0, 0, width, height)
            self.driver.set_script_timeout(120)
            caps = self.driver.capabilities
            self.version = caps.get("browserVersion", "")
        except Exception:
            self.close()
            raise

    def listen(self) -> None:
        self.driver.execute_script(PROBLEM_LISTENER)

    def open(self, url: str) -> None:
        self.driver.get(url)
        self.listen()

    def reload(self) -> None:
        self.driver.refresh()
        self.listen()

    def run(self, script: str, arg: Any = None) -> Any:
        from selenium.common.exceptions import JavascriptException

        body = function_body(script)
        try:
            text = self.driver.execute_async_script(
                "const done = arguments[arguments.length - 1];"
                "(%s)(arguments[0]).then(done, e => done(JSON.stringify({__error: String(e)})));" % body,
                json.dumps(arg))
        except JavascriptException as error:
            raise EngineError("%s: %s (in %s)" % (self.name, error.msg, script[:200])) from None
        value = json.loads(text)
        if isinstance(value, dict) and "__error" in value:
            raise EngineError("%s: %s (in %s)" % (self.name, value["__error"], script[:200]))
        return value

    def click(self, selector: str) -> None:
        from selenium.webdriver.common.actions.action_builder import ActionBuilder

        x, y = self.centre(selector)
        builder = ActionBuilder(self.driver)
        builder.pointer_action.move_to_location(x, y)
        builder.pointer_action.pointer_down()
        builder.pointer_action.pointer_up()
        builder.perform()

    def press(self, key: str) -> None:
        from selenium.webdriver.common.actions.action_builder import ActionBuilder

        builder = ActionBuilder(self.driver)
        builder.key_action.key_down(KEYS[key]).key_up(KEYS[key])
        builder.perform()

    def problems(self) -> list[str]:
        found = self.run("() => (window.__engineProblems || []).splice(0)")
        return found or []

    def close(self) -> None:
        try:
            if self.driver is not None:
                self.driver.quit()
        finally:
            self.xvfb.close()
