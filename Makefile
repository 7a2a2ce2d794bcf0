# Tessera: the two commands.
#   make test     installs what is missing, builds, runs every test
#   make gallery  installs what is missing, builds, opens the gallery in a window (without a
#                 display: runs the headless tour and says where the PNGs went)
SHELL := /bin/bash
SWIFT ?= swift
OUT ?= out/gallery

BUILD_PACKAGES := pkg-config libcairo2-dev libpango1.0-dev libpixman-1-dev libfontconfig-dev \
                  libturbojpeg0-dev libsdl2-dev libchipmunk-dev fonts-dejavu-core
# The window test drives the real SDL window under a virtual X server.
WINDOW_TEST_PACKAGES := xvfb xdotool xclip imagemagick

.PHONY: test gallery deps build benchmarks peers hostile port-fixtures clean

deps:
	@scripts/ensure-packages.sh $(BUILD_PACKAGES)

build: deps
	$(SWIFT) build

test: deps
	@scripts/ensure-packages.sh $(WINDOW_TEST_PACKAGES)
	$(SWIFT) build
	$(SWIFT) build --build-tests
	scripts/check-app-names.sh .build/debug/Modules
	scripts/window-test.sh .build/debug/Gallery
	$(SWIFT) test --skip-build
	$(SWIFT) build --package-path Port --build-tests
	$(SWIFT) test --package-path Port --skip-build

# tessera-port's fixtures as it ports them now (Tests/PortedFixtureTests/Ported), after a change
# of its rules; the Port package's tests fail until they are written anew.
port-fixtures:
	$(SWIFT) run --package-path Port tessera-port Tests/PortedFixtureTests/UIKitSources \
		--output Tests/PortedFixtureTests/Ported --quiet

gallery: deps
	$(SWIFT) build -c release --product Gallery
	$(SWIFT) run -c release --skip-build Gallery --out $(OUT)

# The hostile suite in full: 1,000,000 operations, 100 seeds of 10,000, on both cores.
# (make test runs a slice of 4,500.) A failure prints its seed and last operations.
# The test binary is run directly: two `swift test` would wait for each other's lock on .build.
HOSTILE_RUN = TESSERA_HOSTILE_OPERATIONS=10000 TESSERA_HOSTILE_SEEDS=50 \
	.build/debug/TesseraPackageTests.xctest --testing-library swift-testing --filter HostileSuiteTests
hostile: deps
	$(SWIFT) build --build-tests
	TESSERA_HOSTILE_SEED=1000 $(HOSTILE_RUN) > hostile-a.log 2>&1 & pid=$$!; \
	TESSERA_HOSTILE_SEED=2000 $(HOSTILE_RUN) > hostile-b.log 2>&1; b=$$?; wait $$pid; a=$$?; \
	grep -h -A14 "^seed\|hostile suite" hostile-a.log hostile-b.log; rm -f hostile-a.log hostile-b.log; \
	test $$a -eq 0 -a $$b -eq 0

benchmarks: deps
	cd Benchmarks && $(SWIFT) package --allow-writing-to-package-directory benchmark
	Benchmarks/peers/run.sh

# Tessera's gallery and GTK 4's GtkGridView scrolling the same grid under one Xvfb (installs
# GTK 4's headers from Debian when missing).
peers: deps
	Benchmarks/peers/run.sh

clean:
	rm -rf .build Port/.build out
