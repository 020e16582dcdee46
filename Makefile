# sbxfs — build, test, run.  A hand-written Makefile: pkg-config per binary,
# every output under build/, -MMD dependencies, sanitizer switch via `make asan`.
#
# Sources are picked up by wildcard so that adding a module needs no edit here:
#   client/*.c            -> build/libsbx.a            (libcurl, cJSON)
#   fs/*.c  minus main.c  -> build/libsbxfs.a, fs/main.c -> build/sbxfs (fuse3)
#   server/*.c minus main.c, init.c -> build/libsbxd.a, main.c -> build/sbxd
#   server/init.c         -> build/sbxd-init (pid 1 inside every sandbox)
#   tools/sbxfs-shell.c   -> build/sbxfs-shell (a shell through a mount's terminals/)
#   tests/test_*.c        -> build/tests/test_*  (cmocka unit tests)
#   tests/itest_*.c       -> build/tests/itest_* (C integration programs, run by scripts)
#   tests/fuzz/fuzz_*.c   -> build/fuzz/fuzz_*   (libFuzzer targets, clang; `make fuzz`)

BUILD    ?= build
CC       ?= cc
PKG      ?= pkg-config
PREFIX   ?= /usr/local
DESTDIR  ?=

WARN := -Wall -Wextra -Wshadow -Wformat=2 -Wformat-truncation=2 -Wstrict-prototypes \
        -Wmissing-prototypes -Wpointer-arith -Wundef -Wvla -Wwrite-strings \
        -Wimplicit-fallthrough -Wnull-dereference -Wno-unused-parameter
ifeq ($(CI),true)
WARN += -Werror
endif

OPT      ?= -O2 -g
CPPFLAGS += -D_GNU_SOURCE -D_FILE_OFFSET_BITS=64 -DFUSE_USE_VERSION=35 -Iclient
CFLAGS   += -std=gnu11 $(OPT) $(WARN) -pthread -MMD -MP
LDFLAGS  += -pthread
ifdef SANITIZE
CFLAGS   += -fsanitize=$(SANITIZE) -fno-omit-frame-pointer -fno-sanitize-recover=undefined
LDFLAGS  += -fsanitize=$(SANITIZE)
endif

# pkg-config runs only when a recipe needs its answer (then once): `make demo`
# on a machine without the libraries installs them first instead of printing
# a screen of pkg-config errors, and `make clean` needs none of them.
pkg = $(eval $(1) := $$(shell $(PKG) $(2)))$($(1))
CURL_CFLAGS = $(call pkg,CURL_CFLAGS,--cflags libcurl libcjson)
CURL_LIBS   = $(call pkg,CURL_LIBS,--libs libcurl libcjson)
FUSE_CFLAGS = $(call pkg,FUSE_CFLAGS,--cflags fuse3)
FUSE_LIBS   = $(call pkg,FUSE_LIBS,--libs fuse3)
MHD_CFLAGS  = $(call pkg,MHD_CFLAGS,--cflags libmicrohttpd libcjson)
MHD_LIBS    = $(call pkg,MHD_LIBS,--libs libmicrohttpd libcjson)
CMOCKA_LIBS = $(call pkg,CMOCKA_LIBS,--libs cmocka)

CLIENT_SRC := $(wildcard client/*.c)
FS_SRC     := $(filter-out fs/main.c,$(wildcard fs/*.c))
SERVER_SRC := $(filter-out server/main.c server/init.c,$(wildcard server/*.c))
UNIT_SRC   := $(wildcard tests/test_*.c)
ITEST_SRC  := $(wildcard tests/itest_*.c)

obj = $(patsubst %.c,$(BUILD)/obj/%.o,$(1))

LIBSBX   := $(BUILD)/libsbx.a
LIBSBXFS := $(BUILD)/libsbxfs.a
LIBSBXD  := $(BUILD)/libsbxd.a
BINS     := $(BUILD)/sbxfs $(BUILD)/sbxd $(BUILD)/sbxd-init $(BUILD)/sbxfs-shell
UNITS    := $(patsubst tests/%.c,$(BUILD)/tests/%,$(UNIT_SRC))
ITESTS   := $(patsubst tests/%.c,$(BUILD)/tests/%,$(ITEST_SRC))
ALL_LIBS := $(LIBSBXFS) $(LIBSBXD) $(LIBSBX)
ALL_DEPLIBS = $(FUSE_LIBS) $(MHD_LIBS) $(CURL_LIBS)

.SECONDARY:
.PHONY: all test unit integration asan lint format clean bench demo down install uninstall \
	fuzz fuzz-build
all: $(BINS) $(UNITS) $(ITESTS)

$(BUILD)/obj/client/%.o: client/%.c
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(CFLAGS) $(CURL_CFLAGS) -c $< -o $@
$(BUILD)/obj/fs/%.o: fs/%.c
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(CFLAGS) $(FUSE_CFLAGS) -c $< -o $@
$(BUILD)/obj/server/%.o: server/%.c
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(CFLAGS) $(MHD_CFLAGS) -c $< -o $@
$(BUILD)/obj/tests/%.o: tests/%.c
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) -Ifs -Iserver $(CFLAGS) $(FUSE_CFLAGS) $(MHD_CFLAGS) $(CURL_CFLAGS) -c $< -o $@

$(LIBSBX): $(call obj,$(CLIENT_SRC))
	@mkdir -p $(@D)
	rm -f $@ && ar rcs $@ $^
$(LIBSBXFS): $(call obj,$(FS_SRC))
	@mkdir -p $(@D)
	rm -f $@ && ar rcs $@ $^
$(LIBSBXD): $(call obj,$(SERVER_SRC))
	@mkdir -p $(@D)
	rm -f $@ && ar rcs $@ $^

$(BUILD)/sbxfs: $(call obj,fs/main.c) $(LIBSBXFS) $(LIBSBX)
	$(CC) $(LDFLAGS) $^ $(FUSE_LIBS) $(CURL_LIBS) -o $@
$(BUILD)/sbxd: $(call obj,server/main.c) $(LIBSBXD)
	$(CC) $(LDFLAGS) $^ $(MHD_LIBS) -o $@
$(BUILD)/sbxd-init: $(call obj,server/init.c)
	$(CC) $(LDFLAGS) $^ -o $@
# sbxfs-shell: a client of the mount's files only (no library of ours)
$(BUILD)/obj/tools/%.o: tools/%.c
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(CFLAGS) -c $< -o $@
$(BUILD)/sbxfs-shell: $(call obj,tools/sbxfs-shell.c)
	$(CC) $(LDFLAGS) $^ -o $@

$(BUILD)/tests/%: $(BUILD)/obj/tests/%.o $(ALL_LIBS)
	@mkdir -p $(@D)
	$(CC) $(LDFLAGS) $< $(ALL_LIBS) $(CMOCKA_LIBS) $(ALL_DEPLIBS) -o $@

# make test: every unit test, then every integration test (real sbxd, real
# mount); tests/run prints one summary line "total: N passed, N failed".
# The fuzz targets run there for a few seconds each (sbxd_fuzz.sh).
test: all fuzz-build
	@tests/run $(BUILD)

# Fuzz targets: libFuzzer with clang, ASan and UBSan, built apart from the
# gcc build (objects in $(BUILD)/fuzz/obj). `make fuzz` runs each for
# FUZZ_SECONDS (default 300) on a corpus kept in $(BUILD)/fuzz/corpus/,
# seeded from tests/fuzz/corpus/; a crash leaves its input in $(BUILD)/fuzz/.
FUZZ_CC    ?= clang
FUZZ_FLAGS := -std=gnu11 -g -O1 -fno-omit-frame-pointer -fsanitize=address,undefined \
              -fno-sanitize-recover=undefined -Wall -Wextra -Wno-unused-parameter
FUZZ_SRC   := $(wildcard tests/fuzz/fuzz_*.c)
FUZZ_BINS  := $(patsubst tests/fuzz/%.c,$(BUILD)/fuzz/%,$(FUZZ_SRC))
fuzzobj = $(patsubst %.c,$(BUILD)/fuzz/obj/%.o,$(1))

$(BUILD)/fuzz/obj/%.o: %.c
	@mkdir -p $(@D)
	$(FUZZ_CC) -Iserver -Ifs $(CPPFLAGS) $(FUZZ_FLAGS) -fsanitize=fuzzer-no-link $(MHD_CFLAGS) \
	  -MMD -MP -c $< -o $@
$(BUILD)/fuzz/fuzz_http: $(call fuzzobj,tests/fuzz/fuzz_http.c $(SERVER_SRC))
	$(FUZZ_CC) $(FUZZ_FLAGS) -fsanitize=fuzzer -pthread $^ $(MHD_LIBS) -o $@
$(BUILD)/fuzz/fuzz_paths: $(call fuzzobj,tests/fuzz/fuzz_paths.c server/paths.c fs/links.c)
	$(FUZZ_CC) $(FUZZ_FLAGS) -fsanitize=fuzzer $^ -o $@

fuzz-build: $(FUZZ_BINS) $(BUILD)/sbxd-init

fuzz: fuzz-build
	@tests/fuzz/run $(BUILD) $${FUZZ_SECONDS:-300} $(BUILD)/fuzz/corpus

unit: all
	@tests/run --unit $(BUILD)

integration: all
	@tests/run --integration $(BUILD)

# The same suite under AddressSanitizer + UndefinedBehaviorSanitizer.
# Reports go to files (log_path) as well as failing the process: the daemons'
# stderr ends up in logs the scripts delete, and a leak found by LeakSanitizer
# at a daemon's clean exit (sbxd on SIGTERM, sbxfs on unmount) changes no test
# outcome, so any report file left over fails the target.
ASAN_LOGS := $(CURDIR)/build/asan/sanitizer-logs
asan:
	$(MAKE) BUILD=build/asan SANITIZE=address,undefined OPT="-O1 -g" all
	@rm -rf $(ASAN_LOGS) && mkdir -p $(ASAN_LOGS)
	@ASAN_OPTIONS=detect_leaks=1:abort_on_error=1:log_path=$(ASAN_LOGS)/asan \
	  LSAN_OPTIONS=report_objects=1 \
	  UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1:log_path=$(ASAN_LOGS)/ubsan \
	  tests/run build/asan; rc=$$?; \
	  if [ -n "$$(ls -A $(ASAN_LOGS))" ]; then \
	    echo "sanitizer reports (in $(ASAN_LOGS)):"; cat $(ASAN_LOGS)/*; exit 1; fi; \
	  exit $$rc

lint:
	@scripts/lint

format:
	clang-format -i $(wildcard client/*.[ch] fs/*.[ch] server/*.[ch] tools/*.c tests/*.c)

bench: all
	@scripts/bench

demo:
	@scripts/demo up

down:
	@scripts/demo down

install: all
	@scripts/install $(BUILD) "$(DESTDIR)" "$(PREFIX)"

uninstall:
	@scripts/install --uninstall $(BUILD) "$(DESTDIR)" "$(PREFIX)"

clean:
	rm -rf build

-include $(shell find $(BUILD)/obj $(BUILD)/fuzz/obj -name '*.d' 2>/dev/null)
