# Tessera: the two commands.
#   make test     installs what is missing, builds, runs every test
#   make gallery  installs what is missing, builds, runs the gallery (headless tour until the
#                 window host lands; it says where the PNGs went)
SHELL := /bin/bash
SWIFT ?= swift
OUT ?= out/gallery

BUILD_PACKAGES := pkg-config libcairo2-dev libpango1.0-dev libpixman-1-dev libfontconfig-dev \
                  libturbojpeg0-dev fonts-dejavu-core

.PHONY: test gallery deps build benchmarks clean

deps:
	@scripts/ensure-packages.sh $(BUILD_PACKAGES)

build: deps
	$(SWIFT) build

test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build

gallery: deps
	$(SWIFT) build -c release --product Gallery
	$(SWIFT) run -c release --skip-build Gallery --headless --out $(OUT)

benchmarks: deps
	cd Benchmarks && $(SWIFT) package --allow-writing-to-package-directory benchmark

clean:
	rm -rf .build out
