/* ports — the ports/ directory: creating ports/<port> exposes that port of
 * the sandbox (a tunnel), reading the file gives its URL, unlinking it
 * closes the tunnel. Names are canonical decimal numbers so that one port
 * has exactly one name ("08080" is not 8080): ports_parse is pure (tested
 * in tests/test_ports.c); the table port -> URL is in fs/ctlreg.c.
 */
#include "ports.h"

#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <string.h>

#include "ctlfile.h"
#include "sbx.h"

int ports_parse(const char *name, int *port)
{
	long n = 0;

	if (!name[0] || name[0] == '0')
		return -EINVAL;
	for (const char *p = name; *p; p++) {
		if (*p < '0' || *p > '9')
			return -EINVAL;
		n = n * 10 + (*p - '0');
		if (n > 65535)
			return -EINVAL;
	}
	if (!sbx_valid_port(n))
		return -EINVAL;
	*port = (int)n;
	return 0;
}

/* Ports exposed by an earlier mount, or another client, show too (what the
 * server lists, read again after a second as processes/ is). */
static int ports_exists(struct ctl_tree *t, const char *id, const struct ctl_path *p)
{
	int rc;

	if (p->node == CTL_NODE_PORTS_DIR)
		return 0;
	if (!p->name_ok)
		return -ENOENT;
	rc = ctlreg_ports_refresh(t->reg, id, CTL_PS_CACHE_SECONDS);
	if (rc < 0)
		return rc;
	return ctlreg_port_exists(t->reg, id, p->port) ? 0 : -ENOENT;
}

static int ports_readdir(struct ctl_tree *t, const char *id, const struct ctl_path *p,
			 ctlfs_fill_fn fill, void *arg)
{
	struct ctl_names l = {0};
	int rc = ctlreg_ports_refresh(t->reg, id, CTL_PS_CACHE_SECONDS);

	if (rc == 0)
		rc = ctlreg_port_names(t->reg, id, &l);

	if (rc < 0) {
		ctl_names_free(&l);
		return rc;
	}
	return ctl_fill_names(t, &l, false, 0644, fill, arg);
}

/* Exposes port (idempotent on the server) and remembers its URL. */
static int port_expose(struct ctl_tree *t, const char *id, int port)
{
	struct sbx_tunnel tun = {0};
	int rc;

	rc = sbx_tunnel_create(t->env.client, id, port, &tun);
	if (rc < 0)
		return rc;
	rc = ctlreg_port_set(t->reg, id, port, tun.url ? tun.url : "");
	sbx_tunnel_release(&tun);
	return rc;
}

/* touch ports/8080, echo > ports/8080: exposes (again) */
static int ports_create(struct ctl_tree *t, const char *id, const struct ctl_path *p, int flags,
			struct ctl_file **out)
{
	int rc;

	if (!p->name_ok)
		return -EINVAL;
	if (ports_exists(t, id, p) == 0 && (flags & O_EXCL))
		return -EEXIST;
	rc = port_expose(t, id, p->port);
	if (rc < 0)
		return rc;
	return ctl_file_new(t, id, p, flags, out);
}

static int ports_unlink(struct ctl_tree *t, const char *id, const struct ctl_path *p)
{
	int rc;

	if (p->node != CTL_NODE_PORT)
		return CTL_NOT_MINE;
	rc = sbx_tunnel_delete(t->env.client, id, p->port);
	if (rc < 0)
		return rc;
	ctlreg_port_remove(t->reg, id, p->port);
	return 0;
}

const struct ctl_dir_ops ports_dir_ops = {
    .exists = ports_exists,
    .readdir = ports_readdir,
    .create = ports_create,
    .unlink = ports_unlink,
};

/* ---- ports/<port>: its URL ------------------------------------------------------- */

static int port_load(struct ctl_file *f)
{
	char *url = NULL;
	int rc = ctlreg_port_url(f->tree->reg, f->id, f->p.port, &url);

	if (rc == 0)
		rc = sbx_buf_add(&f->text, url, strlen(url));
	if (rc == 0)
		rc = sbx_buf_add(&f->text, "\n", 1);
	free(url);
	return rc;
}

/* Opened for writing (touch, echo >): exposed again, as creating it does.
 * The server may have lost the tunnel (restarted), and exposing is
 * idempotent, so this is the way to get a working URL back. */
static int port_open(struct ctl_file *f)
{
	if (ctl_accmode(f->flags) == O_RDONLY)
		return 0;
	return port_expose(f->tree, f->id, f->p.port);
}

/* content is ignored: `echo > ports/8080` exposes */
static ssize_t port_write(struct ctl_file *f, const char *buf, size_t size, off_t off)
{
	return (ssize_t)size;
}

const struct ctl_file_ops port_file_ops = {
    .open = port_open, .write = port_write, .load = port_load};
