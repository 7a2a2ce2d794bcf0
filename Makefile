# Tessera: the two commands.
#   make test     installs what is missing, builds, runs every test
#   make gallery  installs what is missing, builds, opens the gallery in a window (without a
#                 display: runs the headless tour and says where the PNGs went)
SHELL := /bin/bash
SWIFT ?= swift
OUT ?= out/gallery

BUILD_PACKAGES := pkg-config libcairo2-dev libpango1.0-dev libpixman-1-dev libfontconfig-dev \
                  libturbojpeg0-dev libsdl2-dev libchipmunk-dev fonts-dejavu-core libatk1.0-dev libatk-bridge2.0-dev \
                  librsvg2-dev libpoppler-glib-dev
# The window test drives the real SDL window under a virtual X server.
WINDOW_TEST_PACKAGES := xvfb xdotool xclip imagemagick
# The accessibility test reads the gallery over AT-SPI with pyatspi in a private D-Bus session.
ACCESSIBILITY_TEST_PACKAGES := dbus dbus-bin at-spi2-core python3-pyatspi xvfb xdotool
# The desktop's file chooser (GTK's, through zenity) for the document and image pickers and
# the share sheet's Save in the window; tests script its answer.
DESKTOP_PACKAGES := zenity

.PHONY: test gallery deps build docs benchmarks peers hostile port-fixtures clean

deps:
	@scripts/ensure-packages.sh $(BUILD_PACKAGES)

build: deps
	$(SWIFT) build

test: deps
	@scripts/ensure-packages.sh $(WINDOW_TEST_PACKAGES) $(ACCESSIBILITY_TEST_PACKAGES)
	$(SWIFT) build
	$(SWIFT) build --build-tests
	scripts/check-app-names.sh .build/debug/Modules
	scripts/window-test.sh .build/debug/Gallery
	scripts/app-window-test.sh .build/debug/PhotoAlbums
	scripts/accessibility-test.sh .build/debug/Gallery
	$(SWIFT) test --skip-build
	scripts/snapshot-determinism.sh .build/debug/TesseraPackageTests.xctest
	$(DOCC)
	$(SWIFT) build --package-path Port --build-tests
	$(SWIFT) test --package-path Port --skip-build
	$(SWIFT) build --package-path Examples/PhotoGridKit --build-tests
	$(SWIFT) test --package-path Examples/PhotoGridKit --skip-build

# The DocC catalog (Sources/Tessera/Tessera.docc) as a static site in .build/docs-site.
DOCC = $(SWIFT) package --allow-writing-to-directory .build/docs-site generate-documentation --target Tessera \
	--output-path .build/docs-site --warnings-as-errors
docs: deps
	$(DOCC) --transform-for-static-hosting
	@echo "documentation: .build/docs-site/index.html (serve the folder: python3 -m http.server -d .build/docs-site)"

# tessera-port's fixtures as it ports them now (Tests/PortedFixtureTests/Ported), after a change
# of its rules; the Port package's tests fail until they are written anew.
port-fixtures:
	$(SWIFT) run --package-path Port tessera-port Tests/PortedFixtureTests/UIKitSources \
		--output Tests/PortedFixtureTests/Ported --quiet
	rm -rf Examples/PhotoAlbums/Ported
	$(SWIFT) run --package-path Port tessera-port app Examples/PhotoAlbums/PhotoAlbums.xcodeproj \
		--output Examples/PhotoAlbums/Ported --tessera .

gallery: deps
	@scripts/ensure-packages.sh $(DESKTOP_PACKAGES)
	$(SWIFT) build -c release --product Gallery
	$(SWIFT) run -c release --skip-build Gallery --out $(OUT)

# The hostile suite in full: 1,000,000 operations in seeds of 10,000 — 240,000 on flow layouts,
# 200,000 on a modern screen, 180,000 of drag and drop, 100,000 on tables, 140,000 on controls
# and 140,000 of text editing — each kind on both cores.
# (make test runs a slice of each.) A failure prints its seed and last operations.
# The test binary is run directly: two `swift test` would wait for each other's lock on .build.
HOSTILE_TESTS = .build/debug/TesseraPackageTests.xctest --testing-library swift-testing --filter
hostile: deps
	$(SWIFT) build --build-tests
	@set -e; for kind in hostileOperationsNeverShowTheWrongItem:12 hostileOperationsOnAModernScreen:10 hostileDragsAndDrops:9 \
		hostileTableOperations:5 hostileControlOperations:7 hostileTextEdits:7; do \
		name=$${kind%%:*}; seeds=$${kind##*:}; \
		TESSERA_HOSTILE_OPERATIONS=10000 TESSERA_HOSTILE_SEEDS=$$seeds TESSERA_HOSTILE_SEED=1000 \
			$(HOSTILE_TESTS) "HostileSuiteTests/$$name" > hostile-a.log 2>&1 & pid=$$!; \
		TESSERA_HOSTILE_OPERATIONS=10000 TESSERA_HOSTILE_SEEDS=$$seeds TESSERA_HOSTILE_SEED=2000 \
			$(HOSTILE_TESTS) "HostileSuiteTests/$$name" > hostile-b.log 2>&1 && b=0 || b=$$?; wait $$pid && a=0 || a=$$?; \
		grep -h -A14 "seed\|hostile suite" hostile-a.log hostile-b.log | grep -v "^\[" || true; rm -f hostile-a.log hostile-b.log; \
		test $$a -eq 0 -a $$b -eq 0; \
	done

benchmarks: deps
	cd Benchmarks && $(SWIFT) package --allow-writing-to-package-directory benchmark
	Benchmarks/peers/run.sh

# Tessera's gallery and GTK 4's GtkGridView scrolling the same grid under one Xvfb (installs
# GTK 4's headers from Debian when missing).
peers: deps
	Benchmarks/peers/run.sh

clean:
	rm -rf .build Port/.build Examples/PhotoGridKit/.build out
