/* sessions_state — building the session wrapper and parsing the state it saves.
 *
 * The wrapper's variables all start with __sbxfs_ and are not exported, so
 * they never end up in the saved state. Saving uses `compgen -e` (the
 * exported names) and prints NAME=VALUE\0 for each: values may hold any
 * byte but NUL, which an environment cannot hold anyway. Restoring exports
 * every saved entry and unsets exported names that are not in the saved set,
 * so `unset` persists too. PWD/SHLVL/_ are the shell's own. The cwd file
 * holds "$PWD\0$OLDPWD\0" (OLDPWD is usually not exported) so that `cd -`
 * works across commands.
 */
#include "sessions_state.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

bool sessions_valid_name(const char *name)
{
	return sbx_valid_session_id(name) && strcmp(name, ".") != 0 && strstr(name, "..") == NULL;
}

/* The state is saved when the command ends, and by an EXIT trap when it
 * exits the shell itself (`exit`, `set -e`); a command that sets its own
 * EXIT trap (`trap cleanup EXIT`) replaces that one, so only its own
 * `exit` then loses the state. The status stays the command's. */
static const char wrapper_fmt[] =
    "__sbxfs_d=" SESSIONS_STATE_DIR "/%s\n"
    "__sbxfs_cmd=$1\n"
    "set --\n"
    "[ -d \"$__sbxfs_d\" ] || command mkdir -p -- \"$__sbxfs_d\" 2>/dev/null\n"
    "if [ -f \"$__sbxfs_d/env\" ]; then\n"
    "  declare -A __sbxfs_keep=()\n"
    "  while IFS= read -r -d '' __sbxfs_kv; do\n"
    "    case $__sbxfs_kv in *=*) ;; *) continue;; esac\n"
    "    __sbxfs_keep[${__sbxfs_kv%%%%=*}]=1\n"
    "    export \"$__sbxfs_kv\" 2>/dev/null\n"
    "  done < \"$__sbxfs_d/env\"\n"
    "  for __sbxfs_v in $(compgen -e); do\n"
    "    case $__sbxfs_v in PWD|OLDPWD|SHLVL|_) continue;; esac\n"
    "    [ -n \"${__sbxfs_keep[$__sbxfs_v]-}\" ] || unset \"$__sbxfs_v\" 2>/dev/null\n"
    "  done\n"
    "  unset __sbxfs_keep __sbxfs_kv __sbxfs_v\n"
    "fi\n"
    "__sbxfs_c= __sbxfs_old=\n"
    "if [ -f \"$__sbxfs_d/cwd\" ]; then\n"
    "  { IFS= read -r -d '' __sbxfs_c; IFS= read -r -d '' __sbxfs_old; } < \"$__sbxfs_d/cwd\"\n"
    "fi\n"
    "if [ -n \"$__sbxfs_c\" ]; then\n"
    "  cd -- \"$__sbxfs_c\" 2>/dev/null ||\n"
    "    printf 'sbxfs: session directory %%s is gone, using %%s\\n' \"$__sbxfs_c\" \"$PWD\" >&2\n"
    "fi\n"
    "if [ -n \"$__sbxfs_old\" ]; then OLDPWD=$__sbxfs_old; else unset OLDPWD; fi\n"
    "unset __sbxfs_c __sbxfs_old\n"
    "__sbxfs_save() {\n"
    "  local IFS=$' \\t\\n' __sbxfs_v "
    "__sbxfs_p=/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin\n"
    "  { builtin printf '%%s\\0%%s\\0' \"$PWD\" \"${OLDPWD-}\" >| \"$__sbxfs_d/cwd.$$\" &&\n"
    "    PATH=$__sbxfs_p command mv -f -- \"$__sbxfs_d/cwd.$$\" \"$__sbxfs_d/cwd\"; } 2>/dev/null\n"
    "  { for __sbxfs_v in $(compgen -e); do\n"
    "      case $__sbxfs_v in PWD|SHLVL|_) continue;; esac\n"
    "      builtin printf '%%s=%%s\\0' \"$__sbxfs_v\" \"${!__sbxfs_v-}\"\n"
    "    done >| \"$__sbxfs_d/env.$$\" &&\n"
    "    PATH=$__sbxfs_p command mv -f -- \"$__sbxfs_d/env.$$\" \"$__sbxfs_d/env\"; } 2>/dev/null\n"
    "}\n"
    "trap __sbxfs_save EXIT\n"
    "eval \"$__sbxfs_cmd\"\n"
    "__sbxfs_rc=$?\n"
    "__sbxfs_save\n"
    "(exit \"$__sbxfs_rc\")\n";

int sessions_wrapper(const char *name, char **out)
{
	char *s;

	if (!sessions_valid_name(name))
		return -EINVAL;
	if (asprintf(&s, wrapper_fmt, name) < 0)
		return -ENOMEM;
	*out = s;
	return 0;
}

/* The show scripts run in the session (a session adopted from the server
 * may have its own cwd and variables before sbxfs saved any state) and
 * print base64 on one line: Cloudflare's runtime relabels a session's
 * output line by line, which drops NUL bytes and any byte UTF-8 cannot
 * carry. */
static const char show_cwd_fmt[] =
    "set -o pipefail; d=" SESSIONS_STATE_DIR "/%s\n"
    "{ if [ -f \"$d/cwd\" ]; then cat -- \"$d/cwd\"; else printf '%%s\\0' \"$PWD\"; fi; } |\n"
    "  base64 -w0\n";

static const char show_env_fmt[] = "set -o pipefail; d=" SESSIONS_STATE_DIR "/%s\n"
				   "{ if [ -f \"$d/env\" ]; then cat -- \"$d/env\"; else\n"
				   "  for v in $(compgen -e); do\n"
				   "    case $v in PWD|SHLVL|_) continue;; esac\n"
				   "    printf '%%s=%%s\\0' \"$v\" \"${!v-}\"\n"
				   "  done\n"
				   "fi; } | base64 -w0\n";

int sessions_show_script(const char *name, const char *what, char **out)
{
	const char *fmt;
	char *s;

	if (!sessions_valid_name(name))
		return -EINVAL;
	if (strcmp(what, "cwd") == 0)
		fmt = show_cwd_fmt;
	else if (strcmp(what, "env") == 0)
		fmt = show_env_fmt;
	else
		return -EINVAL;
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wformat-nonliteral"
	if (asprintf(&s, fmt, name) < 0)
		return -ENOMEM;
#pragma GCC diagnostic pop
	*out = s;
	return 0;
}

int sessions_cwd_text(const char *data, size_t len, struct sbx_buf *out)
{
	const char *nul = memchr(data, '\0', len);
	int rc;

	if (nul)
		len = (size_t)(nul - data);
	while (len > 0 && data[len - 1] == '\n')
		len--;
	if (len == 0)
		return -EIO;
	rc = sbx_buf_add(out, data, len);
	if (rc == 0)
		rc = sbx_buf_add(out, "\n", 1);
	return rc;
}

bool sessions_valid_env_name(const char *name, size_t len)
{
	if (len == 0 || (name[0] >= '0' && name[0] <= '9'))
		return false;
	for (size_t i = 0; i < len; i++) {
		char c = name[i];
		if (!((c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
		      c == '_'))
			return false;
	}
	return true;
}

int sessions_env_text(const char *data, size_t len, struct sbx_buf *out)
{
	size_t i = 0;

	while (i < len) {
		const char *e = data + i;
		const char *end = memchr(e, '\0', len - i);
		size_t elen = end ? (size_t)(end - e) : len - i;
		const char *eq = memchr(e, '=', elen);
		int rc;

		i += elen + 1;
		if (!eq || !sessions_valid_env_name(e, (size_t)(eq - e)))
			continue;
		rc = sbx_buf_add(out, e, elen);
		if (rc == 0)
			rc = sbx_buf_add(out, "\n", 1);
		if (rc < 0)
			return rc;
	}
	return 0;
}

/* Appends s[0..len) to b as one single-quoted shell word. */
static int add_quoted(struct sbx_buf *b, const char *s, size_t len)
{
	int rc = sbx_buf_add(b, "'", 1);

	for (size_t i = 0; rc == 0 && i < len; i++)
		rc = s[i] == '\'' ? sbx_buf_add(b, "'\\''", 4) : sbx_buf_add(b, s + i, 1);
	if (rc == 0)
		rc = sbx_buf_add(b, "'", 1);
	return rc;
}

int sessions_env_assignments(const char *text, size_t len, bool complete_only, char **cmd)
{
	struct sbx_buf b;
	size_t i = 0, count = 0;
	int rc = 0;

	sbx_buf_init(&b, 4 * len + 64);
	if (memchr(text, '\0', len)) {
		rc = -EINVAL;
		goto out;
	}
	rc = sbx_buf_add(&b, "export", 6);
	while (rc == 0 && i < len) {
		const char *line = text + i;
		const char *nl = memchr(line, '\n', len - i);
		size_t llen = nl ? (size_t)(nl - line) : len - i;
		const char *eq;

		if (!nl && complete_only)
			break;
		i += llen + 1;
		if (llen > 0 && line[llen - 1] == '\r')
			llen--;
		if (llen == 0)
			continue;
		eq = memchr(line, '=', llen);
		if (!eq || !sessions_valid_env_name(line, (size_t)(eq - line))) {
			rc = -EINVAL;
			goto out;
		}
		rc = sbx_buf_add(&b, " ", 1);
		if (rc == 0)
			rc = add_quoted(&b, line, llen);
		count++;
	}
	if (rc < 0)
		goto out;
	if (count == 0) {
		*cmd = NULL;
	} else {
		*cmd = b.data;
		b.data = NULL;
	}
out:
	sbx_buf_release(&b);
	return rc;
}
