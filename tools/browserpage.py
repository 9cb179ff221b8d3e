"""Headless Chromium driven by its DevTools protocol over a pipe
(--remote-debugging-pipe), and a wait for a condition: what the players'
view's browser tests (tools/players-browser-test, tools/proposal-browser-test)
share."""
import base64
import json
import os
import subprocess
import sys
import tempfile
import time


class Browser:
    """Chromium with the DevTools protocol on file descriptors 3 and 4."""

    def __init__(self, width, height):
        to_browser_r, self.to_browser = os.pipe()
        self.from_browser, from_browser_w = os.pipe()

        def fds():
            # Moved out of the way first, so neither lands on the other.
            reading, writing = os.dup(to_browser_r), os.dup(from_browser_w)
            os.dup2(reading, 3)
            os.dup2(writing, 4)

        flags = ["--headless=new", "--remote-debugging-pipe", "--disable-gpu",
                 f"--window-size={width},{height}", "--no-first-run", "--user-data-dir="
                 + tempfile.mkdtemp(prefix="adc-chromium-")]
        if os.geteuid() == 0:
            flags.append("--no-sandbox")
        # The program itself: Debian's chromium wrapper script loses the pipe.
        binary = "/usr/lib/chromium/chromium"
        if not os.path.exists(binary):
            binary = "chromium"
        self.process = subprocess.Popen([binary, *flags, "about:blank"], preexec_fn=fds,
                                        close_fds=False,
                                        stderr=subprocess.DEVNULL, stdout=subprocess.DEVNULL)
        os.close(to_browser_r)
        os.close(from_browser_w)
        self.buffer = b""
        self.next_id = 0

    def call(self, method, params=None, session=None):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        while True:
            while b"\0" not in self.buffer:
                chunk = os.read(self.from_browser, 1 << 16)
                if not chunk:
                    sys.exit("browser test: chromium closed the pipe")
                self.buffer += chunk
            raw, self.buffer = self.buffer.split(b"\0", 1)
            answer = json.loads(raw)
            if answer.get("id") == self.next_id:
                if "error" in answer:
                    sys.exit(f"browser test: {method}: {answer['error']}")
                return answer.get("result", {})

    def open(self, url, phone=None):
        target = self.call("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = self.call("Target.attachToTarget", {"targetId": target,
                                                      "flatten": True})["sessionId"]
        # A phone's screen: the window alone cannot be narrower than 500.
        if phone:
            self.call("Emulation.setDeviceMetricsOverride",
                      {"width": phone[0], "height": phone[1], "deviceScaleFactor": 1,
                       "mobile": True}, session)
        self.call("Page.navigate", {"url": url}, session)
        return session

    def evaluate(self, session, expression):
        result = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True},
                           session)
        return result.get("result", {}).get("value")

    def screenshot(self, session, path):
        data = self.call("Page.captureScreenshot", {"format": "png"}, session)["data"]
        with open(path, "wb") as out:
            out.write(base64.b64decode(data))

    def close(self):
        self.process.terminate()
        self.process.wait(10)


def wait_for(condition, seconds):
    end = time.monotonic() + seconds
    while time.monotonic() < end:
        value = condition()
        if value:
            return value
        time.sleep(0.02)
    return None
