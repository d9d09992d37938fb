"""The studio in a real browser: headless Chromium through WebDriver (selenium), as a person
uses it. Run by tests/it/studio/browser.rs with the server's address and a folder for the
screenshot; prints one line a check and exits non-zero on the first failure."""

import os
import re
import struct
import sys
import tempfile
import zlib

from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from selenium.webdriver.support.ui import Select, WebDriverWait

BASE = sys.argv[1].rstrip("/")
SHOTS = sys.argv[2]
WAIT = 60
ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def browser():
    options = webdriver.ChromeOptions()
    options.binary_location = "/usr/bin/chromium"
    for flag in ("--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                 "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync",
                 "--disable-dev-shm-usage", "--window-size=1280,1000",
                 "--user-data-dir=" + tempfile.mkdtemp(prefix="studio-chromium-")):
        options.add_argument(flag)
    return webdriver.Chrome(service=Service("/usr/bin/chromedriver"), options=options)


def square(driver, n):
    return driver.find_element(By.CSS_SELECTOR, f'#board g[data-square="{n}"]')


def piece(driver, n):
    return square(driver, n).get_attribute("data-piece")


def wait(driver, condition, what):
    try:
        return WebDriverWait(driver, WAIT).until(lambda d: condition(d))
    except Exception as e:
        print(f"FAILED waiting for {what}: {e}")
        print(driver.find_element(By.TAG_NAME, "main").text[:2000])
        raise


def png_pixels(data):
    """Decodes an 8-bit RGB or RGBA PNG (what Chromium writes): (width, height, rows)."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n", "not a PNG"
    pos, idat, width, height, channels = 8, b"", 0, 0, 0
    while pos < len(data):
        length, kind = struct.unpack(">I4s", data[pos:pos + 8])
        chunk = data[pos + 8:pos + 8 + length]
        if kind == b"IHDR":
            width, height, depth, colour = struct.unpack(">IIBB", chunk[:10])
            assert depth == 8 and colour in (2, 6), f"PNG depth {depth} colour type {colour}"
            channels = 3 if colour == 2 else 4
        elif kind == b"IDAT":
            idat += chunk
        pos += 12 + length
    raw = zlib.decompress(idat)
    stride = width * channels
    rows, previous = [], bytearray(stride)
    for y in range(height):
        kind = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - channels] if i >= channels else 0
            b = previous[i]
            c = previous[i - channels] if i >= channels else 0
            if kind == 1:
                line[i] = (line[i] + a) & 255
            elif kind == 2:
                line[i] = (line[i] + b) & 255
            elif kind == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        rows.append(bytes(line))
        previous = line
    return width, height, channels, rows


def progress_state(driver, n):
    return driver.find_element(By.CSS_SELECTOR, f'#progress li[data-exercise="{n}"]').get_attribute("data-state")


def course(driver):
    driver.get(BASE + "/course")
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#exercise-8 textarea"), "the exercises")
    heading = driver.find_element(By.CSS_SELECTOR, "#exercise-8 .exercise-text h2").text
    assert heading == "Exercise 8: call by name, Jensen's device", heading
    text = driver.find_element(By.CSS_SELECTOR, "#exercise-8 .exercise-text").text
    assert "##" not in text and "**" not in text and "```" not in text, text[:500]
    commands = driver.find_element(By.CSS_SELECTOR, "#exercise-8 pre code.language-sh").text
    assert commands.startswith("attic run jensen.alg"), commands
    strong = [e.text for e in driver.find_elements(By.CSS_SELECTOR, "#exercise-8 li strong")]
    assert strong == ["Goal", "Needs", "Time"], strong
    summary = driver.find_element(By.ID, "progress-summary").text
    assert summary.startswith("0 of 11 passed"), summary
    assert all(progress_state(driver, n) == "unchecked" for n in range(1, 11))
    print(f"ok: course: the texts as HTML ({heading!r}, its commands as code), nothing checked yet")

    with open(os.path.join(ROOT, "tests/coursework/solutions/08-jensen.alg"), encoding="utf-8") as f:
        solution = f.read()
    answer = driver.find_element(By.CSS_SELECTOR, "#exercise-8 textarea")
    answer.clear()
    answer.send_keys(solution)
    assert answer.get_property("value") == solution, "the solution typed as it is"
    driver.find_element(By.CSS_SELECTOR, "#exercise-8 button.check").click()
    wait(driver, lambda d: "Passed" in d.find_element(By.CSS_SELECTOR, "#exercise-8 .verdict").text, "exercise 8 passed")
    assert progress_state(driver, 8) == "passed", progress_state(driver, 8)
    summary = driver.find_element(By.ID, "progress-summary").text
    assert summary.startswith("1 of 11 passed"), summary
    line = "10-15 22-18 15x22"
    driver.find_element(By.CSS_SELECTOR, "#exercise-3 textarea").send_keys(line)
    print("ok: course: exercise 8's solution, typed in, passes its check; the progress says so")

    driver.refresh()
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#exercise-8 textarea"), "the exercises again")
    kept = driver.find_element(By.CSS_SELECTOR, "#exercise-8 textarea").get_property("value")
    assert kept == solution, f"exercise 8's answer after the reload: {kept!r}"
    kept = driver.find_element(By.CSS_SELECTOR, "#exercise-3 textarea").get_property("value")
    assert kept == line, f"exercise 3's answer after the reload: {kept!r}"
    assert progress_state(driver, 8) == "passed", progress_state(driver, 8)
    assert progress_state(driver, 3) == "unchecked", progress_state(driver, 3)
    summary = driver.find_element(By.ID, "progress-summary").text
    assert summary.startswith("1 of 11 passed"), summary
    verdict = driver.find_element(By.CSS_SELECTOR, "#exercise-8 .verdict").text
    assert verdict.startswith("Passed.") and "kept in this browser" in verdict, verdict
    print("ok: course: after a reload both answers are there, exercise 8 still passed")

    driver.find_element(By.CSS_SELECTOR, "#exercise-8 textarea").send_keys("\n")
    assert progress_state(driver, 8) == "edited", progress_state(driver, 8)
    summary = driver.find_element(By.ID, "progress-summary").text
    assert summary.startswith("0 of 11 passed, 1 changed since they passed"), summary
    driver.find_element(By.CSS_SELECTOR, "#exercise-3 button.reset").click()
    driver.switch_to.alert.accept()
    assert driver.find_element(By.CSS_SELECTOR, "#exercise-3 textarea").get_property("value") == ""
    driver.refresh()
    wait(driver, lambda d: d.find_elements(By.CSS_SELECTOR, "#exercise-3 textarea"), "the exercises once more")
    assert driver.find_element(By.CSS_SELECTOR, "#exercise-3 textarea").get_property("value") == ""
    assert progress_state(driver, 8) == "edited", progress_state(driver, 8)
    print("ok: course: an answer edited after its check is no longer counted; a cleared one stays cleared")


def main():
    driver = browser()
    try:
        # 1. Play: click a man, then where it goes; the program replies on the board.
        driver.get(BASE + "/play")
        wait(driver, lambda d: "your move" in d.find_element(By.ID, "status").text, "the play page")
        assert piece(driver, 11) == "b" and piece(driver, 15) == "", "the opening is on the board"
        square(driver, 11).click()
        wait(driver, lambda d: "target" in square(d, 15).get_attribute("class"), "15 lit as a target")
        square(driver, 15).click()
        wait(driver, lambda d: len(d.find_elements(By.CSS_SELECTOR, "#history li")) == 1
             and len(d.find_element(By.CSS_SELECTOR, "#history li").text.split()) == 2,
             "the program's reply in the game")
        human, reply = driver.find_element(By.CSS_SELECTOR, "#history li").text.split()
        assert human == "11-15", human
        squares = [int(s) for s in re.split("[-x]", reply)]
        start, end = squares[0], squares[-1]
        assert piece(driver, 11) == "" and piece(driver, 15) == "b", "our man moved"
        assert piece(driver, start) == "" and piece(driver, end) == "w", f"the reply {reply} is on the board"
        assert "last" in square(driver, end).get_attribute("class"), "the last move is marked"
        assert "value" in driver.find_element(By.ID, "reply").text
        print(f"ok: play: 11-15, the program replied {reply}, shown on the board")
        pdn = driver.execute_script("return game.pdn")
        assert f"1. 11-15 {reply}" in pdn and '[Result "*"]' in pdn and '[Black "you"]' in pdn, pdn
        print("ok: the game's PDN, written by the library's game record")
        shot = driver.get_screenshot_as_png()
        with open(f"{SHOTS}/studio-play.png", "wb") as f:
            f.write(shot)
        width, height, channels, rows = png_pixels(shot)
        colours = set()
        board_brown = 0
        for row in rows[::4]:
            for x in range(0, width * channels, channels * 4):
                pixel = row[x:x + 3]
                colours.add(pixel)
                if pixel == b"\x8b\x6b\x4a":
                    board_brown += 1
        assert len(colours) > 16, f"the screenshot has {len(colours)} colours: blank?"
        assert board_brown > 100, f"the board's dark squares cover {board_brown} sampled pixels"
        print(f"ok: screenshot {width}x{height}, {len(colours)} colours, the board drawn")

        # 2. Playground: a program's output, then a syntax error's caret.
        driver.get(BASE + "/playground")
        wait(driver, lambda d: len(d.find_elements(By.CSS_SELECTOR, "#program option")) > 3, "the program list")
        Select(driver.find_element(By.ID, "language")).select_by_value("cpl")
        source = driver.find_element(By.ID, "source")
        source.clear()
        source.send_keys("Double(x) = x + x")
        driver.find_element(By.ID, "eval").send_keys("Double(21)")
        driver.find_element(By.ID, "run").click()
        wait(driver, lambda d: d.find_element(By.ID, "stdout").text == "42", "the output 42")
        assert "exit 0" in driver.find_element(By.ID, "run-status").text
        print("ok: playground: Double(21) printed 42, exit 0")
        driver.find_element(By.ID, "trace").click()
        driver.find_element(By.ID, "run").click()
        wait(driver, lambda d: d.find_element(By.ID, "trace-out").is_displayed()
             and d.find_element(By.ID, "trace-out").text.startswith("Double(21)"), "the trace")
        trace = driver.find_element(By.ID, "trace-out").text
        assert "= 42" in trace, trace
        driver.find_element(By.ID, "trace").click()
        print(f"ok: playground: the trace shows {trace.splitlines()[0]!r}")
        source.clear()
        source.send_keys("Double(x) = (x + x")
        driver.find_element(By.ID, "run").click()
        wait(driver, lambda d: d.find_element(By.ID, "diagnostic").is_displayed(), "the diagnostic")
        head = driver.find_element(By.CSS_SELECTOR, "#diagnostic p").text
        caret = driver.find_element(By.CSS_SELECTOR, "#diagnostic pre.caret").get_attribute("textContent")
        line, marks = caret.split("\n")
        assert "line 1, column 19" in head, head
        assert line == "Double(x) = (x + x" and marks == " " * 18 + "^", repr(caret)
        assert "exit 65" in driver.find_element(By.ID, "run-status").text
        print(f"ok: syntax error: {head}; caret under column 19")
        marked = driver.find_elements(By.CSS_SELECTOR, "#gutter span.error-line")
        assert [m.text for m in marked] == ["1"], [m.text for m in marked]
        in_editor = driver.find_element(By.ID, "editor-caret")
        assert in_editor.is_displayed() and in_editor.text == "^", in_editor.text
        print("ok: the editor's line 1 is marked and the caret drawn in the editor")
        source.clear()
        source.send_keys("Double(x) = x + x\nTriple(x) = x + x + x\nF(x) = (x")
        driver.find_element(By.ID, "run").click()
        wait(driver, lambda d: [m.text for m in d.find_elements(By.CSS_SELECTOR, "#gutter span.error-line")] == ["3"],
             "line 3 marked in the gutter")
        numbers = [n.text for n in driver.find_elements(By.CSS_SELECTOR, "#gutter span")]
        assert numbers == ["1", "2", "3"], numbers
        print("ok: the editor numbers its lines and marks the error's line 3")

        # 3. A mate in 2, native and by the ALGOL program.
        driver.get(BASE + "/problems")
        fen = driver.find_element(By.ID, "fen")
        fen.clear()
        fen.send_keys("2R5/8/3k4/3N2p1/4K1Q1/8/8/8 w - -")
        mate = driver.find_element(By.ID, "mate")
        mate.clear()
        mate.send_keys("2")
        driver.find_element(By.ID, "solve").click()
        wait(driver, lambda d: d.find_element(By.ID, "native").text.startswith("1.Kf5!"), "the native key")
        wait(driver, lambda d: d.find_element(By.ID, "algol").text.startswith("1.Kf5!"), "the ALGOL key")
        wait(driver, lambda d: d.find_element(By.ID, "translated").text.startswith("1.Kf5!"), "the translated key")
        assert "Qd1#" in driver.find_element(By.ID, "native").text
        print("ok: mate in 2: 1.Kf5! natively (with its variations) and by mate-in-2.alg interpreted and translated")
        def chess_square(d, name):
            return d.find_element(By.CSS_SELECTOR, f'#chess-board [data-square="{name}"]')
        wait(driver, lambda d: all(f"key-{e}" in chess_square(d, "f5").get_attribute("class")
                                   for e in ("native", "interpreted", "translated")), "the key framed by each solver")
        assert chess_square(driver, "e4").get_attribute("data-piece") == "K"
        assert all(f"key-{e}" in chess_square(driver, "e4").get_attribute("class") for e in ("native", "interpreted", "translated"))
        shot = driver.get_screenshot_as_png()
        with open(f"{SHOTS}/studio-problems.png", "wb") as f:
            f.write(shot)
        width, height, channels, rows = png_pixels(shot)
        framed = {"native": 0, "interpreted": 0, "translated": 0}
        frames = {b"\x2f\x8f\x3f": "native", b"\x2f\x5f\xbf": "interpreted", b"\xd0\x7a\x1a": "translated"}
        dark = 0
        for row in rows:
            for x in range(0, width * channels, channels):
                pixel = row[x:x + 3]
                if pixel in frames:
                    framed[frames[pixel]] += 1
                elif pixel == b"\x8b\x6b\x4a":
                    dark += 1
        assert dark > 1000, f"the board's dark squares cover {dark} pixels"
        assert all(n > 20 for n in framed.values()), f"the key's frames in the screenshot: {framed}"
        print(f"ok: screenshot of the problem's board, the key framed in each solver's colour {framed}")
        key = driver.find_element(By.CSS_SELECTOR, '#keys button.key[data-uci="e4f5"]')
        assert key.text.startswith("1.Kf5!"), key.text
        key.click()
        wait(driver, lambda d: chess_square(d, "f5").get_attribute("data-piece") == "K", "the key played")
        assert chess_square(driver, "e4").get_attribute("data-piece") == ""
        assert "after 1.Kf5" in driver.find_element(By.ID, "board-status").text
        print("ok: a click on the key plays 1.Kf5 on the board")
        # 4. The course: the exercise texts rendered from the README's Markdown; exercise 8's
        # solution typed in passes its check; answers and progress outlive a reload.
        course(driver)
        # 5. Watch it think: the searched tree, folded; opening the kept move shows its replies.
        driver.get(BASE + "/think")
        wait(driver, lambda d: "plies" in d.find_element(By.CSS_SELECTOR, "#think-tree summary").text, "the tree")
        kept = driver.find_element(By.CSS_SELECTOR, "#think-tree details.tree > details > summary.chosen")
        assert not driver.find_elements(By.CSS_SELECTOR, "#think-tree details.tree > details > details"), "replies are folded"
        kept.click()
        wait(driver, lambda d: len(d.find_elements(By.CSS_SELECTOR, "#think-tree details.tree > details[open] > :not(summary)")) > 1,
             "the kept move's replies")
        hot = driver.find_elements(By.CSS_SELECTOR, "#think-listing .hot")
        assert len(hot) > 3, "the listing shows call counts"
        print(f"ok: think: the tree ({driver.find_element(By.CSS_SELECTOR, '#think-tree summary').text}), the kept move opened, {len(hot)} definitions counted")
        Select(driver.find_element(By.ID, "think-engine")).select_by_value("translated")
        driver.find_element(By.ID, "think").click()
        wait(driver, lambda d: "cannot show the tree" in d.find_element(By.ID, "think-status").text, "the translated listing's refusal")
        assert not driver.find_elements(By.CSS_SELECTOR, "#think-tree details"), "no tree shown for the translated listing"
        print(f"ok: think: {driver.find_element(By.ID, 'think-status').text}")
        print("ok: every page checked")
    finally:
        driver.quit()


main()
