#!/usr/bin/env python3
"""How much of UIKit's public API Tessera declares, measured against the SDK's own headers.

A developer's tool, not part of CI: the headers are Apple's and are not committed. Bring them
here with the tool library's `fetch github:theos/sdks`, then

    git -C /work/.mirror/theos+sdks/repo archive HEAD \\
        iPhoneOS16.5.sdk/System/Library/Frameworks/UIKit.framework/Headers | tar -x -C /tmp/sdk
    swift package dump-symbol-graph --minimum-access-level public
    scripts/uikit-audit.py /tmp/sdk/iPhoneOS16.5.sdk/System/Library/Frameworks/UIKit.framework/Headers

It reads every `@interface` (a class and its categories) and `@protocol` of the headers, leaves
out what is deprecated or unavailable on iOS, names each member as the Swift importer does
(`NS_SWIFT_NAME`, `initWithFrame:` -> `init(frame:)`, a class factory -> `init`, `getter=isX`,
the first selector piece split at its last preposition and its type's name omitted; then the
SDK's `UIKit.apinotes`, read with PyYAML: Apple's Swift names, members hidden from Swift, nested
classes), and looks
each up among the members Tessera's symbol graph declares on the type or its superclasses. A
member counts as present when Tessera has one of its candidate base names; the figures are
therefore an estimate, good to a few per cent, and the lists of what is missing are exact names
to look for.
"""
import argparse
import json
import os
import re
import sys
from collections import defaultdict

PREPOSITIONS = ["With", "For", "At", "In", "From", "To", "By", "Of", "On", "Into", "Using",
                "Above", "Below", "After", "Before", "Along", "Under", "Over", "Within", "Inside",
                "Through", "Than", "Like", "Onto", "Toward", "Towards", "Across", "Around", "Between"]
UNAVAILABLE = re.compile(r"API_DEPRECATED|NS_DEPRECATED_IOS|NS_DEPRECATED\(|__IOS_PROHIBITED|NS_UNAVAILABLE|"
                         r"NS_SWIFT_UNAVAILABLE|UNAVAILABLE_ATTRIBUTE|__deprecated|DEPRECATED_MSG_ATTRIBUTE|"
                         r"API_UNAVAILABLE\([^)]*\bios\b|__IOS_DEPRECATED|__API_DEPRECATED|"
                         r"UIKIT_AVAILABLE_TVOS_ONLY|NS_EXTENSION_UNAVAILABLE_IOS\b_NEVER")


# The class whose property is being named (for dropping its name from the property's).
OWNER = [""]

# The Swift overlay's names for classes the headers declare flat (Apple's API notes and overlay,
# which the published headers do not carry).
OVERLAY_NAMES = {
    "UIButtonConfiguration": "UIButton.Configuration",
    "UIListContentTextProperties": "UIListContentConfiguration.TextProperties",
    "UIListContentImageProperties": "UIListContentConfiguration.ImageProperties",
    "UICollectionViewCellRegistration": "UICollectionView.CellRegistration",
    "UICollectionViewSupplementaryRegistration": "UICollectionView.SupplementaryRegistration",
    "UICollectionViewDiffableDataSourceReorderingHandlers": "UICollectionViewDiffableDataSource.ReorderingHandlers",
    "UICollectionViewDiffableDataSourceSectionSnapshotHandlers": "UICollectionViewDiffableDataSource.SectionSnapshotHandlers",
    "UISheetPresentationControllerDetent": "UISheetPresentationController.Detent",
    "UISheetPresentationControllerDetentResolutionContext": "UISheetPresentationControllerDetentResolutionContext",
    "UIImageSymbolConfiguration": "UIImage.SymbolConfiguration",
    "UICellAccessoryCheckmark": "UICellAccessory.CheckmarkOptions",
    "UICellAccessoryDelete": "UICellAccessory.DeleteOptions",
    "UICellAccessoryInsert": "UICellAccessory.InsertOptions",
    "UICellAccessoryReorder": "UICellAccessory.ReorderOptions",
    "UICellAccessoryMultiselect": "UICellAccessory.MultiselectOptions",
    "UICellAccessoryOutlineDisclosure": "UICellAccessory.OutlineDisclosureOptions",
    "UICellAccessoryLabel": "UICellAccessory.LabelOptions",
    "UICellAccessoryDisclosureIndicator": "UICellAccessory.DisclosureIndicatorOptions",
    "UICellAccessoryDetail": "UICellAccessory.DetailOptions",
    "UICellAccessoryPopUpMenu": "UICellAccessory.PopUpMenuOptions",
    "UICellAccessoryCustomView": "UICellAccessory.CustomViewConfiguration",
    "UICalendarViewDecoration": "UICalendarView.Decoration",
    "UIPointerEffect": "UIPointerEffect",
    "UITextInputPasswordRules": "UITextInputPasswordRules",
}


def strip_comments(text):
    text = re.sub(r"/\*.*?\*/", " ", text, flags=re.S)
    return re.sub(r"//[^\n]*", " ", text)


def unavailable(attributes):
    return UNAVAILABLE.search(attributes) is not None


def camel_words(name):
    return re.findall(r"[A-Z]+(?![a-z])|[A-Z]?[a-z0-9]+|[A-Z]+", name)


def lower_first(word):
    if not word:
        return word
    # `URLs` is `urls`: an initialism's plural is lowered whole.
    leading = re.match(r"[A-Z]{2,}(?=s(?:[A-Z]|$))|[A-Z]+(?=[A-Z][a-z])|[A-Z]+$|[A-Z]", word)
    if leading is None:
        return word
    return leading.group(0).lower() + word[leading.end():]


def split_first_piece(piece):
    """Candidate Swift base names of a selector's first piece."""
    names = {piece}
    words = camel_words(piece)
    for index in range(len(words) - 1, 0, -1):
        if words[index] in PREPOSITIONS:
            names.add("".join(words[:index]))
            # `constraintEqualToAnchor:` is `constraint(equalTo:)`: a comparison goes with its preposition.
            start = index
            while start > 1 and words[start - 1] in ("Equal", "Greater", "Less", "Than", "Or"):
                start -= 1
            names.add("".join(words[:start]))
            break
    for cut in range(len(words) - 1, 0, -1):
        names.add("".join(words[:cut]))
        if len(words) - cut >= 2:
            break
    return {lower_first(name) for name in names if name}


class Member:
    def __init__(self, display, candidates, key=None):
        self.display = display
        self.candidates = candidates
        # The selector (methods) or name (properties) that Apple's API notes refer to.
        self.key = key


def property_member(statement):
    attrs = re.match(r"@property\s*(\(([^)]*)\))?", statement)
    options = attrs.group(2) or "" if attrs else ""
    swift_name = re.search(r"NS_SWIFT_NAME\((\w+)\)", statement)
    body = statement[attrs.end():] if attrs else statement
    body = re.sub(r"\b[A-Z_][A-Z0-9_]+\b(\([^()]*(\([^()]*\)[^()]*)*\))?", " ", body)
    body = re.sub(r"\^\s*\w*\)", ")", body)
    block = re.search(r"\(\s*\^\s*(\w+)\s*\)", statement)
    names = re.findall(r"[A-Za-z_]\w*", body)
    if block:
        name = block.group(1)
    elif names:
        name = names[-1]
    else:
        return None
    getter = re.search(r"getter\s*=\s*(\w+)", options)
    candidates = {name, lower_first(name)} | without_type_name(name, OWNER[0])
    # Omitted needless words: `blackColor` of a UIColor is `black`, `labelColor` `label`.
    kind = re.search(r"\bUI(Color|Font|Image)\b", statement)
    if kind and name.endswith(kind.group(1)) and len(name) > len(kind.group(1)):
        candidates.add(name[:-len(kind.group(1))])
    # A class property of the class's own type loses the type's name: `sharedApplication` is
    # `shared`, `generalPasteboard` `general`, `nextResponder` `next`.
    own = OWNER[0][2:] if OWNER[0] else ""
    if own and name.endswith(own) and len(name) > len(own) and re.search(r"\b(" + OWNER[0] + r"|instancetype)\b", statement):
        candidates.add(name[:-len(own)])
    if getter:
        candidates.add(getter.group(1))
    if swift_name:
        candidates = {swift_name.group(1)}
    return Member(swift_name.group(1) if swift_name else (getter.group(1) if getter else name), candidates,
                  ("property", name))


def method_member(statement, class_name):
    member = named_method(statement, class_name)
    if member:
        returns = re.match(r"[-+]\s*\(([^()]*(\([^()]*\)[^()]*)*)\)\s*", statement)
        rest = statement[returns.end():] if returns else statement[1:]
        pieces = re.findall(r"(\w+)\s*:", re.sub(r"\([^()]*(\([^()]*\)[^()]*)*\)", "()", rest))
        bare = re.match(r"\w+", rest)
        selector = ":".join(pieces) + ":" if pieces else (bare.group(0) if bare else "")
        member.key = ("Class" if statement.startswith("+") else "Instance", selector)
    return member


def named_method(statement, class_name):
    is_class_method = statement.startswith("+")
    sign = statement[0]
    swift_name = re.search(r"NS_SWIFT_NAME\(([\w.]+)\(", statement)
    if swift_name:
        base = swift_name.group(1).split(".")[-1]
        return Member(swift_name.group(1) + "(…)", {base})
    returns = re.match(r"[-+]\s*\(([^()]*(\([^()]*\)[^()]*)*)\)\s*", statement)
    rest = statement[returns.end():] if returns else statement[1:]
    pieces = re.findall(r"(\w+)\s*:", re.sub(r"\([^()]*(\([^()]*\)[^()]*)*\)", "()", rest))
    if not pieces:
        name = re.match(r"\w+", rest)
        if not name:
            return None
        raw = name.group(0)
        names = {raw, lower_first(raw)}
        # `-closePath` of a path is `close()`: an instance method loses the type's name at its end.
        if not is_class_method and class_name:
            for suffix in suffixes(class_name[2:]):
                if raw.endswith(suffix) and len(raw) > len(suffix):
                    names.add(raw[:-len(suffix)])
        # `+tintedButtonConfiguration` is `tinted()`, `+listPlainCellConfiguration` of a background
        # configuration `listPlainCell()`: a factory's name loses the type's name at its end.
        return_type = returns.group(1) if returns else ""
        if is_class_method and class_name and ("instancetype" in return_type or class_name + " *" in return_type):
            for suffix in suffixes(class_name[2:]):
                if raw.endswith(suffix) and len(raw) > len(suffix):
                    names.add(raw[:-len(suffix)])
        # `-imageWithHorizontallyFlippedOrientation` of an image is `withHorizontallyFlippedOrientation()`,
        # `+generalPasteboard` is `general`: the type's name at the start goes too.
        for stem in (lower_first(w) for w in suffixes(class_name[2:]) if class_name):
            if raw.startswith(stem) and raw[len(stem):][:1].isupper():
                names.add(lower_first(raw[len(stem):]))
        return Member(sign + raw, names)
    first = pieces[0]
    selector = sign + ":".join(pieces) + ":"
    return_type = returns.group(1) if returns else ""
    if first.startswith("init"):
        return Member(selector, {"init"})
    stem = lower_first(class_name[2:]) if class_name else ""
    factory = is_class_method and ("instancetype" in return_type or class_name + " *" in return_type)
    if factory and stem and any(first.startswith(lower_first(w)) for w in suffixes(class_name[2:])):
        return Member(selector, {"init", first} | split_first_piece(first))
    names = split_first_piece(first) | without_type_name(first, class_name)
    # `colorWithAlphaComponent:` of a UIColor is `withAlphaComponent(_:)`: the type's name goes;
    # `imageByApplyingSymbolConfiguration:` is `applyingSymbolConfiguration(_:)`: with its "By".
    for stem in (lower_first(w) for w in suffixes(class_name[2:]) if class_name):
        if first.startswith(stem) and first[len(stem):][:1].isupper():
            rest = first[len(stem):]
            names |= split_first_piece(lower_first(rest))
            if rest.startswith("By") and rest[2:3].isupper():
                names |= split_first_piece(lower_first(rest[2:]))
    return Member(selector, names)


def without_type_name(name, class_name):
    """`parentViewController` of a view controller is `parent`, `dismissViewControllerAnimated`
    `dismiss`: the importer drops the type's own name from a member's."""
    names = set()
    if not class_name:
        return names
    for stem in suffixes(class_name[2:]):
        if len(camel_words(stem)) < 2 and stem not in ("Controller", "View"):
            continue
        index = name.find(stem)
        if index > 0:
            names.add(lower_first(name[:index]))
            names.add(lower_first(name.replace(stem, "")))
    return {n for n in names if n}


def suffixes(name):
    words = camel_words(name)
    return ["".join(words[i:]) for i in range(len(words))]


class Declaration:
    def __init__(self, name, kind, superclass=None):
        self.name = name
        self.kind = kind
        self.superclass = superclass
        self.members = []
        self.unavailable = False
        self.dropped = 0


def parse_headers(folder):
    types = {}
    foreign = {}
    for file in sorted(os.listdir(folder)):
        if not file.endswith(".h"):
            continue
        with open(os.path.join(folder, file), encoding="utf-8", errors="replace") as handle:
            text = strip_comments(handle.read())
        parse_text(text, types, foreign)
    apply_api_notes(os.path.join(folder, "UIKit.apinotes"), types)
    return types, foreign


def api_notes(path):
    """The current Swift version's notes (the file's `SwiftVersions` part is for Swift 3 and 4)."""
    if not os.path.exists(path):
        return {}
    import yaml
    with open(path) as handle:
        notes = yaml.safe_load(handle)
    return {entry["Name"]: entry for entry in notes.get("Classes", []) + notes.get("Protocols", [])}


def resolved_swift_name(renamed, notes):
    """A nested name's outer part is itself the notes' Objective-C name of a renamed class
    (`UIWindowSceneGeometryPreferences.iOS`, whose outer class is `UIWindowScene.GeometryPreferences`):
    the name as Swift spells it."""
    outer, dot, inner = renamed.partition(".")
    outer_note = notes.get(outer)
    if dot and outer_note and outer_note.get("SwiftName") and outer_note["SwiftName"] != outer:
        return outer_note["SwiftName"] + "." + inner
    return renamed


def apply_api_notes(path, types):
    """Apple's API notes rename members for Swift (`childViewControllers` is `children`) and hide
    some from it (`SwiftPrivate`, `Availability: nonswift`): name and count them as Swift sees them."""
    all_notes = api_notes(path)
    for name, entry in all_notes.items():
        declaration = types.get(name)
        if declaration is None:
            continue
        # A class the notes nest (`UISceneConnectionOptions` is `UIScene.ConnectionOptions`); the
        # diffable `…Reference` classes stay counted against the overlay's structs, which apps use.
        renamed = entry.get("SwiftName")
        if renamed and not renamed.endswith("Reference") and name not in OVERLAY_NAMES:
            declaration.swift_name = resolved_swift_name(renamed, all_notes)
        notes = {("property", p["Name"]): p for p in entry.get("Properties", [])}
        notes.update({(m.get("MethodKind", "Instance"), m["Selector"]): m for m in entry.get("Methods", [])})
        kept = []
        for member in declaration.members:
            note = notes.get(member.key)
            if note and (note.get("SwiftPrivate") or note.get("Availability") == "nonswift"):
                declaration.dropped += 1
                continue
            if note and note.get("SwiftName"):
                swift = note["SwiftName"]
                member.display = swift
                member.candidates = {swift.split("(")[0].split(".")[-1]}
            kept.append(member)
        declaration.members = kept


BLOCK = re.compile(r"@(interface|protocol)\s+(\w+)\s*(<[^>]*>)?\s*(\(\s*(\w*)\s*\))?\s*(:\s*(\w+))?(.*?)@end", re.S)


def blocks(text):
    """Each declaration block, skipping forward declarations without swallowing what follows."""
    position = 0
    while True:
        match = BLOCK.search(text, position)
        if not match:
            return
        head = text[match.start():match.end()]
        forward = re.match(r"@protocol\s+\w+\s*[,;]", head)
        if forward:
            position = match.start() + forward.end()
            continue
        yield match
        position = match.end()


def parse_text(text, types, foreign):
    for match in blocks(text):
        kind, name = match.group(1), match.group(2)
        header_start = text.rfind(";", 0, match.start())
        header_start = max(header_start, text.rfind("@end", 0, match.start()), text.rfind("#", 0, match.start()))
        attributes = text[header_start:match.start()]
        body = match.group(8)
        if kind == "protocol" and body.lstrip()[:1] in (";", ","):
            # A forward declaration (`@protocol A, B;`): resume after it, not at the next @end.
            continue
        is_category = match.group(4) is not None
        if is_category:
            target = types.get(name) if name.startswith("UI") or name.startswith("NSCollection") else None
            if target is None:
                target = foreign.setdefault(name, Declaration(name, "extension"))
        else:
            target = types.setdefault(name, Declaration(name, kind, match.group(7)))
            target.unavailable = unavailable(attributes)
            swift = re.search(r"NS_SWIFT_NAME\(([\w.]+)\)", attributes)
            target.swift_name = swift.group(1) if swift else OVERLAY_NAMES.get(name, name)
        if is_category and unavailable(attributes):
            continue
        for statement in statements(body):
            if unavailable(statement):
                target.dropped += 1
                continue
            member = None
            if statement.startswith("@property"):
                OWNER[0] = name
                member = property_member(statement)
            elif statement.startswith(("-", "+")):
                member = method_member(statement, name)
            if member:
                target.members.append(member)


def statements(body):
    body = re.sub(r"@(optional|required)", ";", body)
    body = re.sub(r"\{[^{}]*\}", ";", body)
    for part in body.split(";"):
        part = " ".join(part.split())
        part = re.sub(r"^.*?(?=@property|^[-+])", "", part) if not part.startswith(("@property", "-", "+")) else part
        if part.startswith(("@property", "-", "+")):
            yield part


def load_tessera(folder):
    """Tessera's public types (by Swift path) with their members' base names, and superclasses."""
    members = defaultdict(set)
    superclasses = {}
    by_id = {}
    graphs = [f for f in os.listdir(folder) if f.split("@")[0].split(".")[0] in ("Tessera", "TesseraApp")]
    symbols = []
    relationships = []
    for file in graphs:
        with open(os.path.join(folder, file)) as handle:
            graph = json.load(handle)
        symbols += graph["symbols"]
        relationships += graph["relationships"]
    for symbol in symbols:
        if any(a.get("isUnconditionallyUnavailable") for a in symbol.get("availability", [])):
            continue
        path = symbol["pathComponents"]
        by_id[symbol["identifier"]["precise"]] = ".".join(path)
        if len(path) >= 2:
            base = re.match(r"[\w]+", path[-1].replace("init(", "init ("))
            if base:
                members[".".join(path[:-1])].add(base.group(0))
            if path[-1].startswith("subscript"):
                members[".".join(path[:-1])].add("subscript")
        else:
            members.setdefault(path[0], set())
    types = {".".join(s["pathComponents"]) for s in symbols
             if s["kind"]["identifier"] in ("swift.class", "swift.protocol", "swift.struct", "swift.enum", "swift.typealias")
             and not any(a.get("isUnconditionallyUnavailable") for a in s.get("availability", []))}
    # A type alias (`UICellAccessory.DeleteOptions = Options`) has its target's members.
    for symbol in symbols:
        if symbol["kind"]["identifier"] == "swift.typealias":
            targets = [f.get("preciseIdentifier") for f in symbol.get("declarationFragments", []) if f["kind"] == "typeIdentifier"]
            if targets and targets[-1] in by_id:
                superclasses[".".join(symbol["pathComponents"])] = by_id[targets[-1]]
    for relation in relationships:
        if relation["kind"] == "inheritsFrom" and relation["source"] in by_id:
            superclasses[by_id[relation["source"]]] = relation.get("targetFallback", by_id.get(relation["target"], "")).split(".")[-1] \
                if relation["target"] not in by_id else by_id[relation["target"]]
    return types, members, superclasses


def tessera_members(name, members, superclasses):
    found = set()
    seen = set()
    while name and name not in seen:
        seen.add(name)
        found |= members.get(name, set())
        name = superclasses.get(name)
    return found


def audit(headers, graphs, show_missing):
    uikit, foreign = parse_headers(headers)
    declared, members, superclasses = load_tessera(graphs)
    # A type whose every member is deprecated is deprecated in effect (UIAlertViewDelegate).
    available = {n: d for n, d in uikit.items() if not d.unavailable and not (d.dropped and not d.members)}
    rows = []
    present_types = 0
    total_members = 0
    present_members = 0
    for name in sorted(available):
        declaration = available[name]
        swift = getattr(declaration, "swift_name", name)
        if swift not in declared and name not in declared:
            rows.append((name, declaration.kind, None, len(declaration.members), []))
            continue
        present_types += 1
        have = tessera_members(swift if swift in declared else name, members, superclasses)
        missing = unique([m.display for m in declaration.members if not (m.candidates & have)])
        count = len(unique([m.display for m in declaration.members]))
        total_members += count
        present_members += count - len(missing)
        rows.append((name, declaration.kind, count - len(missing), count, missing))
    for name, kind, present, count, missing in rows:
        if present is None:
            print(f"MISSING  {kind:9} {name} ({count} members)")
        elif missing:
            print(f"PARTIAL  {kind:9} {name}: {present}/{count}" + (": " + ", ".join(missing) if show_missing else ""))
    types_share = 100.0 * present_types / max(1, len(available))
    members_share = 100.0 * present_members / max(1, total_members)
    print()
    print(f"UIKit classes and protocols available on iOS: {len(available)}; Tessera declares {present_types} ({types_share:.1f} %)")
    print(f"Members of the declared ones: {total_members}; Tessera declares {present_members} ({members_share:.1f} %)")
    return types_share, members_share


def unique(items):
    seen = []
    for item in items:
        if item not in seen:
            seen.append(item)
    return seen


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("headers", help="UIKit.framework/Headers of an iOS SDK")
    parser.add_argument("--symbol-graphs", default=".build/x86_64-unknown-linux-gnu/symbolgraph",
                        help="where `swift package dump-symbol-graph` wrote Tessera's symbol graphs")
    parser.add_argument("--names", action="store_true", help="list each partial type's missing members")
    parser.add_argument("--type", help="only this type, with its missing members")
    arguments = parser.parse_args()
    if arguments.type:
        uikit, _ = parse_headers(arguments.headers)
        declared, members, superclasses = load_tessera(arguments.symbol_graphs)
        declaration = uikit[arguments.type]
        swift = getattr(declaration, "swift_name", arguments.type)
        have = tessera_members(swift, members, superclasses)
        for member in declaration.members:
            print(("  have " if member.candidates & have else "MISSING ") + member.display)
        return
    audit(arguments.headers, arguments.symbol_graphs, arguments.names)


if __name__ == "__main__":
    sys.exit(main())
