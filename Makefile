# Thin wrappers over scripts/: see README.md.
.PHONY: run build build-server build-asan build-tsan build-fuzz build-web test check-threads fuzz bench soak clean format

JOBS ?= $(shell nproc)

run: build
	scripts/run

build: bootstrap build-server build-web

bootstrap:
	scripts/bootstrap

# The binary is copied, then renamed over the old one: a running `make run` keeps its file, where
# cp onto it fails ("Text file busy").
build-server: bootstrap
	cmake -S server -B build/release -G Ninja -DCMAKE_BUILD_TYPE=Release -DPLATFORM_TESTS=OFF -DPLATFORM_PCH=OFF >/dev/null
	cmake --build build/release -j $(JOBS)
	cp build/release/platform-server build/platform-server.new
	mv -f build/platform-server.new build/platform-server

build-asan: bootstrap
	cmake -S server -B build/asan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DPLATFORM_SANITIZE=ON >/dev/null
	cmake --build build/asan -j $(JOBS)

# The libFuzzer targets (clang++, ASan+UBSan) in build/fuzz: docs/testing.md, "The fuzz suite".
build-fuzz: bootstrap
	scripts/fuzz --build

build-tsan: bootstrap
	cmake -S server -B build/tsan -G Ninja -DCMAKE_BUILD_TYPE=Debug -DPLATFORM_TSAN=ON -DPLATFORM_TESTS=OFF >/dev/null
	cmake --build build/tsan -j $(JOBS)

build-web: bootstrap
	cd web && npm run build

# The release build is part of the test run too: GCC's -O3 warnings (errors here) differ from the
# Debug build's, and `make run` must keep building.
test: build-asan build-server build-fuzz build-tsan build-web
	scripts/test

# Fuzzes each target for FUZZ_SECONDS (default 180) from its corpus; new inputs go to var/fuzz/.
fuzz: bootstrap
	scripts/fuzz

# The API suite on SQLite against the ThreadSanitizer build alone (make test runs it too).
check-threads: build-tsan build-web
	scripts/test api-threads

bench: build
	scripts/bench

# Two copies on a throwaway PostgreSQL behind the shipped nginx site, SOAK_SECONDS (600) of mixed
# load with buyers, a kill -9 and a rolling restart; not part of make test (docs/testing.md).
soak: build
	scripts/soak

format:
	find server -name '*.cpp' -o -name '*.hpp' | xargs clang-format -i
	cd web && npx --no-install prettier --write . >/dev/null

clean:
	rm -rf build web/dist
