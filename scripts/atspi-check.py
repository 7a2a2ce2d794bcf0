#!/usr/bin/python3
"""Reads and operates the gallery through AT-SPI, as a screen reader does (pyatspi, Debian's).

  atspi-check.py home LOG       finds the demo cards, walks the list's items, opens a card
  atspi-check.py settings       reads a switch's state in the Settings list, flips it
  atspi-check.py sign-in        finds the form's fields and its button by name
  atspi-check.py values LOG     reads and sets the Settings table's brightness slider; Tab
                                and Down (typed with xdotool) move the keyboard focus, and the
                                reader sees which element has it
Prints one "ok:" line a check; exits 1 at the first that fails.
"""
import subprocess
import sys
import time

import pyatspi


def fail(message):
    print("atspi: FAILED: " + message)
    sys.exit(1)


def ok(message):
    print("atspi: ok: " + message)


def gallery():
    """The application named Tessera Gallery on the accessibility bus (waits up to 10 s)."""
    for _ in range(100):
        desktop = pyatspi.Registry.getDesktop(0)
        for index in range(desktop.childCount):
            app = desktop.getChildAtIndex(index)
            if app is not None and app.name == "Tessera Gallery":
                return app
        time.sleep(0.1)
    fail("no application named Tessera Gallery on the accessibility bus")


def find(root, predicate, limit=2000):
    """The first node under root (breadth first, at most `limit` looked at) that matches."""
    queue = [root]
    seen = 0
    while queue and seen < limit:
        node = queue.pop(0)
        seen += 1
        if predicate(node):
            return node
        queue.extend(node.getChildAtIndex(i) for i in range(min(node.childCount, 60)))
    return None


def wait_for(root, predicate, what):
    for _ in range(50):
        node = find(root, predicate)
        if node is not None:
            return node
        time.sleep(0.1)
    fail("no " + what)


def role(name):
    return lambda node: node is not None and node.getRoleName() == name


def has_state(node, state):
    return node.getState().contains(state)


def click(node):
    action = node.queryAction()
    names = [action.getName(i) for i in range(action.nActions)]
    if "click" not in names:
        fail("%s %r has no click action (%s)" % (node.getRoleName(), node.name, names))
    action.doAction(names.index("click"))


def home(log):
    app = gallery()
    frame = wait_for(app, role("frame"), "window (frame)")
    ok("the window is a frame named %r" % frame.name)
    cards = wait_for(app, role("list"), "list of demo cards")
    count = cards.childCount
    if count < 20:
        fail("the list has %d items, expected every demo (over 20)" % count)
    names = [cards.getChildAtIndex(i).name for i in range(3)]
    if not all(names):
        fail("the first items have no names: %r" % names)
    ok("the list has %d items; the first: %s" % (count, "; ".join(n.split(",")[0] for n in names)))
    last = cards.getChildAtIndex(count - 1)
    if last.getRoleName() != "list item" or "of %d" % count not in last.description:
        fail("the last item (off screen) reads %s %r %r" % (last.getRoleName(), last.name, last.description))
    ok("an item off screen is counted: %r" % last.description)
    card = find(cards, lambda n: n.getRoleName() == "list item" and n.name.startswith("Views, photos and transforms"))
    if card is None:
        fail("no card named 'Views, photos and transforms'")
    click(card)
    for _ in range(50):
        if "opened view-basics" in open(log).read():
            ok("clicking the card opened its demo")
            return
        time.sleep(0.1)
    fail("the card's click did not open the demo (log: %s)" % open(log).read()[-300:])


def settings():
    app = gallery()
    item = wait_for(app, lambda n: n.getRoleName() == "list item" and n.name == "Bluetooth", "list item Bluetooth")
    switch = find(item, role("toggle button"))
    if switch is None:
        fail("the Bluetooth row has no toggle button")
    before = has_state(switch, pyatspi.STATE_CHECKED)
    ok("the Bluetooth switch reads %s" % ("on (checked)" if before else "off"))
    heading = find(app, lambda n: n.getRoleName() == "heading")
    if heading is None:
        fail("no section header reads as a heading")
    ok("the section header %r is a heading" % heading.name)
    click(switch)
    for _ in range(30):
        if has_state(switch, pyatspi.STATE_CHECKED) != before:
            ok("clicking it turned it %s" % ("off" if before else "on"))
            return
        time.sleep(0.1)
    fail("clicking the switch did not change its checked state")


def sign_in():
    app = gallery()
    email = wait_for(app, lambda n: n.getRoleName() == "entry" and n.name == "Email", "entry named Email")
    ok("the email field is an entry named %r" % email.name)
    button = find(app, lambda n: n.getRoleName() == "push button" and n.name == "Sign In")
    if button is None:
        fail("no push button named Sign In")
    if has_state(button, pyatspi.STATE_ENABLED):
        fail("Sign In is enabled before anything was typed")
    ok("the Sign In button is there and not enabled until the form is filled")


def values(log):
    app = gallery()
    row = wait_for(app, lambda n: n.getRoleName() == "list item" and n.name == "Brightness", "list item Brightness")
    slider = find(row, role("slider"))
    if slider is None:
        fail("the Brightness row has no slider")
    value = slider.queryValue()
    if abs(value.currentValue - 0.6) > 0.001 or value.minimumValue != 0 or value.maximumValue != 1:
        fail("the slider reads %r in %r...%r, expected 0.6 in 0...1" % (value.currentValue, value.minimumValue, value.maximumValue))
    ok("the brightness slider's value reads %.2f in %g...%g, step %.2f" % (value.currentValue, value.minimumValue,
                                                                      value.maximumValue, value.minimumIncrement))
    value.currentValue = 0.8
    for _ in range(30):
        if abs(slider.queryValue().currentValue - 0.8) < 0.001 and row.description.startswith("80%"):
            ok("setting it to 0.8 moved the slider (the row now reads %r)" % row.description)
            break
        time.sleep(0.1)
    else:
        fail("setting the value to 0.8 left it at %r (row: %r)" % (slider.queryValue().currentValue, row.description))
    # Tab through the keyboard (xdotool, as the window test types), as a person would.
    subprocess.run(["xdotool", "search", "--name", "Tessera Gallery", "windowfocus", "--sync", "key", "Tab"], check=True)
    focused = wait_for(app, lambda n: n is not None and has_state(n, pyatspi.STATE_FOCUSED), "focused element after Tab")
    ok("Tab moved the keyboard focus to the %s %r" % (focused.getRoleName(), focused.name))
    row = None
    for _ in range(4):  # past the navigation bar's buttons to the list
        subprocess.run(["xdotool", "key", "Tab"], check=True)
        time.sleep(0.3)
        row = find(app, lambda n: n is not None and n.getRoleName() == "list item" and has_state(n, pyatspi.STATE_FOCUSED))
        if row is not None:
            break
    if row is None:
        fail("Tab never reached the list (log: %s)" % open(log).read()[-300:])
    ok("Tab moved on into the list, to the row %r" % row.name)
    subprocess.run(["xdotool", "key", "Down"], check=True)
    for _ in range(30):
        now = find(app, lambda n: n is not None and n.getRoleName() == "list item" and has_state(n, pyatspi.STATE_FOCUSED))
        if now is not None and now.name != row.name:
            ok("Down moved it to the next row, %r" % now.name)
            return
        time.sleep(0.1)
    fail("Down did not move the focus from the row %r" % row.name)


if __name__ == "__main__":
    command = sys.argv[1]
    {"home": lambda: home(sys.argv[2]), "settings": settings, "sign-in": sign_in, "values": lambda: values(sys.argv[2])}[command]()
