# Tessera: the two commands.
#   make test     installs what is missing, builds, runs every test
#   make gallery  installs what is missing, builds, opens the gallery in a window (without a
#                 display: runs the headless tour and says where the PNGs went)
SHELL := /bin/bash
SWIFT ?= swift
OUT ?= out/gallery

BUILD_PACKAGES := pkg-config libcairo2-dev libpango1.0-dev libpixman-1-dev libfontconfig-dev \
                  libturbojpeg0-dev libsdl2-dev fonts-dejavu-core
# The window test drives the real SDL window under a virtual X server.
WINDOW_TEST_PACKAGES := xvfb xdotool xclip imagemagick

.PHONY: test gallery deps build benchmarks clean

deps:
	@scripts/ensure-packages.sh $(BUILD_PACKAGES)

build: deps
	$(SWIFT) build

test: deps
	@scripts/ensure-packages.sh $(WINDOW_TEST_PACKAGES)
	$(SWIFT) build
	$(SWIFT) build --build-tests
	scripts/window-test.sh .build/debug/Gallery
	$(SWIFT) test --skip-build

gallery: deps
	$(SWIFT) build -c release --product Gallery
	$(SWIFT) run -c release --skip-build Gallery --out $(OUT)

benchmarks: deps
	cd Benchmarks && $(SWIFT) package --allow-writing-to-package-directory benchmark

clean:
	rm -rf .build out
