/* test_warm.c — which command lines sbxd's warm shell may run
 * (server/spawn.c sandbox_warm_line): only those whose last command is one
 * of bash's own, so that eval in a started bash does what a fresh
 * `bash -c` does; everything it cannot follow goes to a fresh bash.
 * (sbxd_warm.sh runs lines both ways and compares what they do.) */
#include <setjmp.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <cmocka.h>

#include "sandbox.h"

static const char *const warm[] = {
    "true",
    "true\n",
    "  true  \n",
    "echo hi > /workspace/f",
    "echo hi >>f 2>&1",
    "ls -l | wc -l; true",
    "make && echo done",
    "false || exit 3",
    "cd /tmp && pwd",
    "X=1 Y=2 export Z=3",
    "A=1",
    "> f",
    "printf '%s\\n' \"a b\" $HOME ${PWD} ${x:-y} ~ *.c",
    "echo a # a comment with `backticks` and $(x)",
    "echo 'it''s' \"q\\\"\" \\; done",
    "[ -f x ] && echo yes",
    "test -d . &>/dev/null",
    "ls\n\necho a\n",
    "ls &&\n  true",
    "echo {a,b}c; echo if then fi",
    "2>/dev/null true",
    "read -r x </dev/null; echo \"$x\"",
    "",
    "# only a comment",
};

static const char *const cold[] = {
    "ls",		  /* a program: bash -c execs it */
    "true; ls",		  /* the last command a program */
    "cd /tmp && make",	  /* ... also in a list */
    "echo x | cat",	  /* ... also in a pipeline */
    "sleep 1 &",	  /* a background job */
    "true &",		  /* ... */
    "echo $(date)",	  /* substitutions: a subshell of their own */
    "echo \"$(date)\"",	  /* ... also quoted */
    "echo `date`",	  /* ... */
    "echo ${x:-$(date)}", /* ... */
    "echo $((1+2))",	  /* arithmetic looks like one */
    "(true)",		  /* subshells */
    "{ true; }",	  /* compound commands and keywords */
    "if true; then true; fi",
    "for i in 1; do true; done",
    "while false; do :; done",
    "time true",
    "! true",
    "[[ -f x ]]",
    "f() { true; }; f", /* functions */
    "function f { :; }",
    "trap 'ls' EXIT; true", /* run other text later */
    "eval true",
    "exec true",
    "source x; true",
    ". x; true",
    "command true",
    "builtin true",
    "alias t=true",
    "enable -n true; true",
    "cat <<EOF\nx\nEOF\ntrue", /* here-documents */
    "cat <<<x; true",
    "cat <(ls); true", /* process substitution */
    "'true'",	       /* a quoted or expanded command word */
    "\\true",
    "$CMD",
    "t*e",
    "echo $'a'", /* ANSI-C and locale quoting */
    "echo $\"a\"",
    "echo 'unbalanced", /* syntax errors: bash's own message */
    "echo \"unbalanced",
    "; true",
    "true ;; true",
    "true &&",
    "true |",
    "true | ; true",
    "true > ",
    "echo x |& cat; true",
    "a=(1 2); true",
    "echo \\",
    "${x",
};

static void test_lines_ending_in_a_builtin_go_to_the_warm_shell(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof(warm) / sizeof(*warm); i++)
		if (!sandbox_warm_line(warm[i]))
			fail_msg("should be warm: \"%s\"", warm[i]);
}

static void test_lines_bash_would_exec_or_that_are_not_understood_start_bash(void **state)
{
	(void)state;
	for (size_t i = 0; i < sizeof(cold) / sizeof(*cold); i++)
		if (sandbox_warm_line(cold[i]))
			fail_msg("should start bash: \"%s\"", cold[i]);
}

static void test_a_line_of_a_pipe_buffer_or_more_starts_bash(void **state)
{
	char *x = malloc(5000);

	(void)state;
	memset(x, 'a', 4999);
	memcpy(x, "true ", 5);
	x[4999] = '\0';
	assert_false(sandbox_warm_line(x));
	x[4000] = '\0';
	assert_true(sandbox_warm_line(x));
	free(x);
}

/* Random lines of the characters the scanner decides on: it always
 * answers, and reads nothing past a line's end (make asan). */
static void test_random_lines_never_overrun(void **state)
{
	static const char alpha[] = " \t\n;&|<>()'\"\\$`{}#=*[]~!0123ab:";
	char line[64];
	unsigned seed = 12345;

	(void)state;
	for (int i = 0; i < 200000; i++) {
		size_t n = (size_t)(rand_r(&seed) % 40);
		for (size_t k = 0; k < n; k++)
			line[k] = alpha[(size_t)rand_r(&seed) % (sizeof(alpha) - 1)];
		line[n] = '\0';
		(void)sandbox_warm_line(line);
	}
}

int main(void)
{
	const struct CMUnitTest tests[] = {
	    cmocka_unit_test(test_lines_ending_in_a_builtin_go_to_the_warm_shell),
	    cmocka_unit_test(test_lines_bash_would_exec_or_that_are_not_understood_start_bash),
	    cmocka_unit_test(test_a_line_of_a_pipe_buffer_or_more_starts_bash),
	    cmocka_unit_test(test_random_lines_never_overrun),
	};
	return cmocka_run_group_tests(tests, NULL, NULL);
}
