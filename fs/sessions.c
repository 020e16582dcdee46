/* sessions — the sessions/ directory: mkdir makes a session (a server
 * session, adopted when it exists already), rmdir ends it, ls lists this
 * mount's sessions and those an earlier mount left state for; and the
 * session files of their own: cwd and env (exec, out, err and status are
 * fs/ctlfiles.c's). Every command of a session runs in the state-carrying
 * wrapper of fs/sessions_state.c.
 */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ctlfile.h"
#include "sessions_state.h"

/* The session list lives in this mount's memory; sessions made by an
 * earlier mount are found once per sandbox from the state the wrapper left
 * in the sandbox (SESSIONS_STATE_DIR/<name>/), so that a remount shows them
 * again. A failed look (server down) is retried at the next access; a
 * lookup or listing arriving while a look is under way waits for it (it
 * would otherwise answer without the sessions being looked for). */
static void sessions_scan(struct ctl_tree *t, const char *id)
{
	const char *argv[] = {
	    "bash", "-c",
	    "cd " SESSIONS_STATE_DIR " 2>/dev/null || exit 0\n"
	    "for d in *; do [ -d \"$d\" ] && printf '%s\\0' \"$d\"; done; exit 0\n",
	    NULL};
	struct sbx_buf out;
	int rc, code = 0;

	if (!ctlreg_scan_begin(t->reg, id))
		return;
	sbx_buf_init(&out, 1024 * 1024);
	rc = ctl_run_capture(t, id, NULL, argv, false, &out, &code);
	ctlreg_scan_end(t->reg, id, rc == 0 && code == 0, out.data ? out.data : "", out.len);
	sbx_buf_release(&out);
}

static int sessions_exists(struct ctl_tree *t, const char *id, const struct ctl_path *p)
{
	if (p->node == CTL_NODE_SESSIONS_DIR)
		return 0;
	if (!p->name_ok)
		return -ENOENT;
	sessions_scan(t, id);
	return ctlreg_session_exists(t->reg, id, p->name) ? 0 : -ENOENT;
}

static int sessions_readdir(struct ctl_tree *t, const char *id, const struct ctl_path *p,
			    ctlfs_fill_fn fill, void *arg)
{
	struct ctl_names l = {0};
	int rc;

	if (p->node == CTL_NODE_SESSION)
		return ctl_fill_leaves(t, ctlpath_leaves(p->node), fill, arg);
	sessions_scan(t, id);
	rc = ctlreg_session_names(t->reg, id, &l);
	if (rc < 0) {
		ctl_names_free(&l);
		return rc;
	}
	return ctl_fill_names(t, &l, true, 0755, fill, arg);
}

static int sessions_mkdir(struct ctl_tree *t, const char *id, const struct ctl_path *p)
{
	char *sid = NULL;
	int rc;

	if (p->node != CTL_NODE_SESSION)
		return CTL_NOT_MINE;
	if (!p->name_ok)
		return -EINVAL;
	if (sessions_exists(t, id, p) == 0)
		return -EEXIST;
	rc = sbx_session_create(t->env.client, id, p->name, "/workspace", NULL, &sid);
	free(sid);
	/* A session that exists on the server (made by an earlier mount or
	 * another client) is adopted: libsbx answers -EEXIST for it. */
	if (rc < 0 && rc != -EEXIST)
		return rc;
	return ctlreg_session_add(t->reg, id, p->name);
}

static int sessions_rmdir(struct ctl_tree *t, const char *id, const struct ctl_path *p)
{
	char dir[sizeof(SESSIONS_STATE_DIR) + CTLPATH_COMP_MAX + 2];
	const char *argv[] = {"rm", "-rf", "--", dir, NULL};
	int rc, code;

	if (p->node != CTL_NODE_SESSION)
		return CTL_NOT_MINE;
	rc = sessions_exists(t, id, p);
	if (rc < 0)
		return rc;
	rc = sbx_session_delete(t->env.client, id, p->name);
	if (rc < 0 && rc != -ENOENT)
		return rc;
	/* Best effort: drop the state the wrapper kept in the sandbox. */
	snprintf(dir, sizeof(dir), SESSIONS_STATE_DIR "/%s", p->name);
	ctl_run_capture(t, id, NULL, argv, false, NULL, &code);
	ctlreg_session_remove(t->reg, id, p->name);
	return 0;
}

const struct ctl_dir_ops sessions_dir_ops = {
    .exists = sessions_exists,
    .readdir = sessions_readdir,
    .mkdir = sessions_mkdir,
    .rmdir = sessions_rmdir,
};

/* ---- cwd and env: the state the wrapper saved ------------------------------------ */

static int state_load(struct ctl_file *f, const char *what)
{
	const char *argv[4] = {"bash", "-c", NULL, NULL};
	struct sbx_buf out;
	char *script;
	int rc, code = 0;

	rc = sessions_show_script(f->p.name, what, &script);
	if (rc < 0)
		return rc;
	argv[2] = script;
	sbx_buf_init(&out, CTL_TEXT_MAX);
	rc = ctl_run_capture(f->tree, f->id, f->p.name, argv, true, &out, &code);
	free(script);
	if (rc == 0 && code != 0)
		rc = -EIO;
	if (rc == 0)
		rc = strcmp(what, "cwd") == 0
			 ? sessions_cwd_text(out.data ? out.data : "", out.len, &f->text)
			 : sessions_env_text(out.data ? out.data : "", out.len, &f->text);
	sbx_buf_release(&out);
	return rc;
}

static int cwd_load(struct ctl_file *f)
{
	return state_load(f, "cwd");
}

static int env_load(struct ctl_file *f)
{
	return state_load(f, "env");
}

/* Each complete line is checked as it arrives: a bad one fails write(). */
static int env_check(struct ctl_file *f)
{
	char *cmd = NULL;
	int rc = sessions_env_assignments(f->wbuf.data, f->wbuf.len, true, &cmd);

	free(cmd);
	if (rc < 0)
		f->werr = rc;
	return rc;
}

static ssize_t env_write(struct ctl_file *f, const char *buf, size_t size, off_t off)
{
	return ctl_file_buffer(f, buf, size, env_check);
}

/* Exports what was written, in the session's wrapper (which saves it). */
static int env_act(struct ctl_file *f, const char *text, size_t len, int werr)
{
	const char *argv[6] = {"bash", "-c", NULL, "bash", NULL, NULL};
	char *cmd = NULL, *wrapper = NULL;
	int rc, code = 0;

	if (werr < 0)
		return werr;
	rc = sessions_env_assignments(text, len, false, &cmd);
	if (rc < 0 || !cmd)
		return rc;
	rc = sessions_wrapper(f->p.name, &wrapper);
	if (rc < 0)
		goto out;
	argv[2] = wrapper;
	argv[4] = cmd;
	rc = cmdrun_check(cmd, strlen(cmd), argv);
	if (rc == 0)
		rc = ctl_run_capture(f->tree, f->id, f->p.name, argv, false, NULL, &code);
	if (rc == 0 && code != 0)
		rc = -EIO;
	ctl_file_text_drop(f);
out:
	free(wrapper);
	free(cmd);
	return rc;
}

const struct ctl_file_ops cwd_file_ops = {.load = cwd_load};
const struct ctl_file_ops env_file_ops = {
    .write = env_write,
    .load = env_load,
    .act = env_act,
};
