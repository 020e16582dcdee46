/* filecache_paths — the file cache asked about a path, and told of a
 * change of names: attributes as the mount sees them, uploads before a
 * metadata change, truncates and setattr of open files, and nodes following
 * unlink, rename, RENAME_EXCHANGE and a destroyed sandbox. Nodes follow
 * their data: a node detached from its name stays usable for descriptors
 * still open (POSIX unlinked-open-file semantics) but is never uploaded
 * again. Lock order: fs/filecache_int.h.
 */
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#include "filecache_int.h"
#include "recover.h"

/* n->lock held: n's file was made by another request's drain and its data
 * is not sent yet (born_have, under fc->lock): the sandbox's times are that
 * request's, which nothing of the file's user did. */
static bool drained(struct filecache *fc, struct fc_node *n)
{
	bool d;

	pthread_mutex_lock(&fc->lock);
	d = n->born_have;
	pthread_mutex_unlock(&fc->lock);
	return d;
}

enum fc_attr filecache_attr(struct filecache *fc, const char *id, const char *path,
			    struct sbx_stat *st, bool unlinked_only, unsigned *sends)
{
	struct fc_node *n = fc_grab(fc, id, path, true);
	bool own = n != NULL;
	enum fc_attr r = FC_NONE;
	bool unlinked;
	struct stat lst;

	if (sends)
		*sends = 0;
	/* a hard link of a file open here shows that file's data too */
	if (!n && !unlinked_only && st->nlink > 1 && st->ino && !S_ISDIR(st->mode))
		n = fc_grab_link(fc, id, st->ino);
	if (!n)
		return FC_NONE;
	pthread_mutex_lock(&fc->lock);
	unlinked = n->unlinked;
	pthread_mutex_unlock(&fc->lock);
	pthread_mutex_lock(&n->lock);
	if (sends && own)
		*sends = atomic_load(&fc->sends);
	if (unlinked) {
		fc_local_stat(n, st);
		r = FC_UNLINKED;
	} else if (!unlinked_only && n->fd >= 0 && n->refetch && !n->dirty) {
		/* its data is to be taken again from the sandbox, at its next
		 * read (not here: a stat would download it): it shows what
		 * the sandbox has, which *st is */
		r = FC_NONE;
	} else if (!unlinked_only && n->fd >= 0 && (n->hollow || fc_refetch(fc, n) == 0) &&
		   fstat(n->fd, &lst) == 0) {
		/* (a hollow one's size is right: the file's and its appends) */
		st->size = lst.st_size;
		if (n->dirty) {
			struct sbx_stat l;

			fc_local_stat(n, &l); /* (marks the mtime shown) */
			st->mtime = l.mtime;
			/* (drained: the one shown stays until its upload) */
			st->ctime = drained(fc, n) ? l.ctime : fc_later(st->ctime, l.ctime);
			if (n->p_mode)
				st->mode = (st->mode & S_IFMT) | (l.mode & 07777);
			if (n->p_atime)
				st->atime = l.atime;
		}
		r = FC_PATCHED;
	}
	pthread_mutex_unlock(&n->lock);
	fc_ungrab(fc, n);
	return r;
}

bool filecache_open_stat(struct filecache *fc, const char *id, const char *path,
			 struct sbx_stat *st)
{
	struct fc_node *n = fc_grab(fc, id, path, true);
	bool named;

	if (!n)
		return false;
	pthread_mutex_lock(&n->lock);
	named = !n->name_refused;
	if (!n->hollow)
		fc_refetch(fc, n);
	fc_local_stat(n, st);
	pthread_mutex_unlock(&n->lock);
	fc_ungrab(fc, n);
	return named;
}

int filecache_flush_link(struct filecache *fc, const char *id, const char *path,
			 const struct sbx_stat *st)
{
	struct fc_node *n;
	struct sbx_stat s;
	bool up;
	int r = 0;

	if (!st || st->nlink < 2 || !st->ino || !S_ISREG(st->mode))
		return 0;
	n = fc_grab(fc, id, path, true);
	if (n) { /* key itself is open: its own data is what an open reads */
		fc_ungrab(fc, n);
		return 0;
	}
	n = fc_grab_link(fc, id, st->ino);
	if (!n)
		return 0;
	pthread_mutex_lock(&n->lock);
	if (n->dirty && n->fd >= 0 && (r = fc_flush_locked(fc, n, &s, &up)) == 0 && up)
		r = 1;
	pthread_mutex_unlock(&n->lock);
	fc_ungrab(fc, n);
	return r;
}

int filecache_flush_path(struct filecache *fc, const char *id, const char *path,
			 struct sbx_stat *st, bool *uploaded)
{
	struct fc_node *n = fc_grab(fc, id, path, false);
	int r;

	*uploaded = false;
	if (!n)
		return 0;
	pthread_mutex_lock(&n->lock);
	r = 0;
	if (n->dirty && (r = fc_reopen(n)) == 0)
		r = fc_flush_locked(fc, n, st, uploaded);
	pthread_mutex_unlock(&n->lock);
	fc_ungrab(fc, n);
	return r;
}

/* fc->lock held: n can upload (open, held or pending: an idle node is
 * clean, and opening it waits for libfuse's lock of the name being
 * changed) and is at path (below: or under it) in sandbox id. */
static bool fence_wants(const struct fc_node *n, const char *id, const char *path, size_t plen,
			bool below)
{
	if (!n->path || n->unlinked || !n->active || strcmp(n->id, id) != 0)
		return false;
	return below ? tree_below(n->path, path, plen) : strcmp(n->path, path) == 0;
}

void filecache_fence(struct filecache *fc, const char *id, const char *path, bool below,
		     struct fc_held *f)
{
	size_t plen = strlen(path), i0 = f->n;
	struct fc_node *n;

	pthread_mutex_lock(&fc->lock);
	if (!below) { /* (an unlink: through the index) */
		n = fc_find(fc, id, path);
		if (n && fence_wants(n, id, path, plen, false))
			fc_hold(f, n);
	} else {
		for (n = fc->active; n; n = n->anext)
			if (fence_wants(n, id, path, plen, true) && fc_hold(f, n) < 0)
				break; /* (no memory: those held are fenced) */
	}
	pthread_mutex_unlock(&fc->lock);
	/* each node's lock: an upload in flight ends first */
	for (size_t i = i0; i < f->n; i++) {
		n = f->v[i];
		pthread_mutex_lock(&n->lock);
		pthread_mutex_lock(&fc->lock);
		n->fenced++;
		pthread_mutex_unlock(&fc->lock);
		pthread_mutex_unlock(&n->lock);
	}
}

void filecache_unfence(struct filecache *fc, struct fc_held *f)
{
	pthread_mutex_lock(&fc->lock);
	for (size_t i = 0; i < f->n; i++)
		f->v[i]->fenced--;
	if (f->n)
		pthread_cond_broadcast(&fc->fence_cv);
	pthread_mutex_unlock(&fc->lock);
	for (size_t i = 0; i < f->n; i++)
		fc_ungrab(fc, f->v[i]);
	free(f->v);
	*f = (struct fc_held){0};
}

int filecache_setattr_local(struct filecache *fc, const char *id, const char *path,
			    const mode_t *mode, const struct timespec ts[2], bool unsent)
{
	struct fc_node *n = fc_grab(fc, id, path, true);
	bool unlinked;
	int r = -ENOENT;

	if (!n)
		return -ENOENT;
	pthread_mutex_lock(&fc->lock);
	unlinked = n->unlinked;
	pthread_mutex_unlock(&fc->lock);
	pthread_mutex_lock(&n->lock);
	/* (a hard-linked file's other names would not show a change kept
	 * here: that goes to the sandbox at once) */
	if (unlinked || (unsent && n->dirty && n->base.nlink <= 1)) {
		fc_local_setattr(n, mode, ts);
		if (n->dirty && !unlinked)
			fc_note_unsent(n, NULL); /* (its manifest records them) */
		r = 0;
	}
	pthread_mutex_unlock(&n->lock);
	fc_ungrab(fc, n);
	return r;
}

int filecache_chown_unlinked(struct filecache *fc, const char *id, const char *path, uid_t uid,
			     gid_t gid)
{
	struct fc_node *n = fc_grab(fc, id, path, true);
	bool unlinked;

	if (!n)
		return -ENOENT;
	pthread_mutex_lock(&fc->lock);
	unlinked = n->unlinked;
	pthread_mutex_unlock(&fc->lock);
	if (unlinked) {
		pthread_mutex_lock(&n->lock);
		if (uid != (uid_t)-1) {
			n->base.has_ouid = true;
			n->base.ouid = uid;
		}
		if (gid != (gid_t)-1) {
			n->base.has_ogid = true;
			n->base.ogid = gid;
		}
		fc_local_setattr(n, NULL, NULL); /* (its ctime) */
		pthread_mutex_unlock(&n->lock);
	}
	fc_ungrab(fc, n);
	return unlinked ? 0 : -ENOENT;
}

int filecache_truncate_path(struct filecache *fc, const char *id, const char *path, off_t size,
			    const struct sbx_stat *st, struct sbx_stat *up, bool *own)
{
	struct fc_node *n = fc_grab(fc, id, path, true);
	int r = -ENOENT;

	*up = (struct sbx_stat){0};
	*own = n != NULL;
	/* through another name of a file open here: that open file's data */
	if (!n && st && st->nlink > 1 && st->ino && S_ISREG(st->mode))
		n = fc_grab_link(fc, id, st->ino);
	if (!n)
		return r;
	pthread_mutex_lock(&n->lock);
	if (n->fd >= 0 && (r = fc_refetch(fc, n)) == 0) {
		if (ftruncate(n->fd, size) != 0) {
			r = -errno;
		} else {
			bool sent;

			r = 0;
			fc_touch(n);
			fc_note_unsent(n, NULL);
			fc_fit(fc, n, 0);
			/* sent now, so truncate(2) returns when the sandbox
			 * has it, or its refusal. Also with a descriptor open
			 * for writing: the last one may be closed already, its
			 * release still on its way (the kernel sends it after
			 * close(2) returned), and what that upload hears
			 * reaches nobody. One still open sends its writes at
			 * its own close. */
			r = fc_flush_locked(fc, n, up, &sent);
			if (!sent)
				*up = (struct sbx_stat){0};
		}
	}
	pthread_mutex_unlock(&n->lock);
	/* every other open name of the file too: each uploads its own copy,
	 * and one left uncut would bring the cut data back at its close */
	if (r == 0 && st && st->nlink > 1 && S_ISREG(st->mode))
		filecache_truncate_links(fc, n, st->ino, size);
	fc_ungrab(fc, n);
	return r;
}

/* Holds (fc_hold) the open nodes of hard-linked sandbox inode ino in
 * sandbox id, all but except: the inode's copy (fc_note_ino) picks them
 * under fc->lock; the caller looks at base.ino again under each node's
 * lock, and lets each go (fc_ungrab), then frees h->v. */
static void links_collect(struct filecache *fc, const char *id, ino_t ino,
			  const struct fc_node *except, struct fc_held *h)
{
	pthread_mutex_lock(&fc->lock);
	for (struct fc_node *m = fc->active; m; m = m->anext) { /* (open ones are active) */
		if (m == except || !m->path || m->unlinked || m->ino != ino ||
		    strcmp(m->id, id) != 0 || fc_opens(m) == 0)
			continue;
		if (fc_hold(h, m) < 0)
			break;
	}
	pthread_mutex_unlock(&fc->lock);
}

void filecache_truncate_links(struct filecache *fc, struct fc_node *n, ino_t ino, off_t size)
{
	struct fc_held h = {0};

	if (!ino)
		return;
	links_collect(fc, n->id, ino, n, &h);
	for (size_t i = 0; i < h.n; i++) {
		struct fc_node *m = h.v[i];

		pthread_mutex_lock(&m->lock);
		if (m->base.ino == ino && m->fd >= 0 && fc_refetch(fc, m) == 0 &&
		    ftruncate(m->fd, size) == 0) {
			struct sbx_stat us;
			bool up;

			fc_touch(m);
			fc_note_unsent(m, NULL);
			fc_fit(fc, m, 0);
			/* with no writer of m open, nothing but some later
			 * close would send it: sent now (a failure is kept or
			 * dropped as at a close, and logged there) */
			if (m->writers == 0)
				fc_flush_locked(fc, m, &us, &up);
		}
		pthread_mutex_unlock(&m->lock);
		fc_ungrab(fc, m);
	}
	free(h.v);
}

void filecache_set_links(struct filecache *fc, const char *id, const struct sbx_stat *st)
{
	struct fc_held h = {0};

	if (!st->ino || S_ISDIR(st->mode))
		return;
	links_collect(fc, id, st->ino, NULL, &h);
	for (size_t i = 0; i < h.n; i++) {
		struct fc_node *m = h.v[i];

		pthread_mutex_lock(&m->lock);
		if (m->base.ino == st->ino)
			m->base.nlink = st->nlink;
		pthread_mutex_unlock(&m->lock);
		fc_ungrab(fc, m);
	}
	free(h.v);
}

void filecache_version_unknown(struct filecache *fc, const char *id, const char *path)
{
	struct fc_node *n = fc_grab(fc, id, path, false);

	if (!n)
		return;
	pthread_mutex_lock(&n->lock);
	if (!n->dirty)
		n->v_known = false;
	pthread_mutex_unlock(&n->lock);
	fc_ungrab(fc, n);
}

void filecache_set_version(struct filecache *fc, const char *id, const char *path,
			   const struct sbx_stat *st)
{
	struct fc_node *n = fc_grab(fc, id, path, false);
	struct sbx_stat kept;

	if (!n)
		return;
	pthread_mutex_lock(&n->lock);
	if (!n->dirty && n->valid && n->v_known && n->v_size == st->size)
		fc_version_of(n, st); /* (the answer to a change made here) */
	else if (!n->dirty)
		n->v_known = false;
	/* a mode or times set with unsent data travel with it: the sandbox's
	 * are not the file's until that upload */
	kept = n->base;
	n->base = *st;
	if (n->dirty && n->p_mode)
		n->base.mode = (st->mode & S_IFMT) | (kept.mode & 07777);
	if (n->dirty && n->p_atime)
		n->base.atime = kept.atime;
	if (n->dirty && n->p_mtime)
		n->base.mtime = kept.mtime;
	/* (drained: the ones shown since its create stay until its upload) */
	if (n->dirty && drained(fc, n)) {
		n->base.atime = kept.atime;
		n->base.ctime = kept.ctime;
	}
	fc_note_ino(fc, n);
	pthread_mutex_unlock(&n->lock);
	fc_ungrab(fc, n);
}

/* fc->lock held: n, with no reference left, leaves the node list for
 * *dead (chained by next), to be freed once the lock is let go
 * (fc_free_chain: emptying its spool file is I/O every open would wait
 * for). */
static void take_out(struct filecache *fc, struct fc_node *n, struct fc_node **dead)
{
	fc_list_del(fc, n);
	n->next = *dead;
	*dead = n;
}

/* fc->lock held: detach n from its key (taken out for *dead when idle). */
static void detach(struct filecache *fc, struct fc_node *n, struct fc_node **dead)
{
	fc_hash_del(fc, n);
	free(n->path);
	n->path = NULL;
	if (n->manifest) /* its data is never to be sent */
		recover_manifest_remove(n->spool);
	n->manifest = false;
	if (n->refs == 0)
		take_out(fc, n, dead);
}

bool fc_replaced(struct filecache *fc, struct fc_node *n, const struct sbx_stat *st)
{
	char *was;

	/* Only what is certain: numbers on both sides that differ, for data
	 * nobody changed here and nobody can (a writer's later writes would
	 * go nowhere if the name were wrongly taken from it). */
	if (!n->path || n->unlinked || n->was || n->dirty || n->writers > 0 || !n->valid ||
	    n->refetch || n->born != FC_BORN || !n->v_known || fc_same_version(n, st) ||
	    fc_opens(n) == 0 || !st->ino || !n->base.ino || st->ino == n->base.ino ||
	    !(was = strdup(n->path)))
		return false;
	fc_hash_del(fc, n);
	free(n->path);
	n->path = NULL;
	n->was = was;
	atomic_fetch_add(&fc->shadows, 1);
	return true;
}

bool filecache_shadowed(struct filecache *fc, const char *id, const char *path)
{
	bool found = false;

	if (atomic_load(&fc->shadows) == 0)
		return false;
	pthread_mutex_lock(&fc->lock);
	for (struct fc_node *n = fc->active; n && !found; n = n->anext)
		found = n->was && fc_opens(n) > 0 && strcmp(n->id, id) == 0 &&
			strcmp(n->was, path) == 0;
	pthread_mutex_unlock(&fc->lock);
	return found;
}

/* n->lock held: st, the sandbox's file at n's name, read while no upload
 * was answered (sends): n's data follows it where the file changed. */
static void seen_locked(struct filecache *fc, struct fc_node *n, const struct sbx_stat *st,
			unsigned sends)
{
	atomic_store(&n->verify, false); /* (compared now) */
	/* (no upload answered since st was read: it is not older than the
	 * node's version) */
	if (n->fd >= 0 && !n->dirty && n->writers == 0 && n->valid && n->v_known && !n->refetch &&
	    atomic_load(&fc->sends) == sends && !fc_same_version(n, st)) {
		bool left;

		pthread_mutex_lock(&fc->lock);
		left = fc_replaced(fc, n, st);
		pthread_mutex_unlock(&fc->lock);
		/* the same file changed in place (a command appended to a
		 * log): every descriptor reads the new data, as on a local
		 * disk, from its next use on */
		if (!left && (st->ino == n->base.ino || !st->ino || !n->base.ino))
			n->refetch = true;
	}
}

void filecache_seen(struct filecache *fc, const char *id, const char *path,
		    const struct sbx_stat *st, unsigned sends)
{
	struct fc_node *n;

	if (!sends || atomic_load(&fc->sends) != sends || !S_ISREG(st->mode))
		return;
	n = fc_grab(fc, id, path, true);
	if (!n)
		return;
	pthread_mutex_lock(&n->lock);
	seen_locked(fc, n, st, sends);
	pthread_mutex_unlock(&n->lock);
	fc_ungrab(fc, n);
}

void filecache_sandbox_changed(struct filecache *fc, const char *id)
{
	pthread_mutex_lock(&fc->lock);
	for (struct fc_node *n = fc->active; n; n = n->anext)
		if (n->path && strcmp(n->id, id) == 0)
			atomic_store(&n->verify, true);
	pthread_mutex_unlock(&fc->lock);
}

void fc_verify(struct filecache *fc, struct fc_node *n)
{
	char path[KEY_MAX];
	struct sbx_stat st;
	unsigned sends;

	if (!atomic_exchange(&n->verify, false) || n->fd < 0 || n->dirty || n->writers ||
	    !n->valid || !n->v_known || n->refetch)
		return;
	fc_name_now(fc, n, path);
	sends = atomic_load(&fc->sends);
	/* (gone, or no answer: the data stays as it is, as before) */
	if (path[0] && sbx_lstat(fc->client, n->id, path, &st, NULL) == 0 && S_ISREG(st.mode))
		seen_locked(fc, n, &st, sends);
}

/* fc->lock held: the keys of replaced open files (n->was, filecache_seen)
 * at or below from move to `to` (exchange: and those below to, to from);
 * to NULL: they end (the name went: libfuse gave the old file's kernel
 * inode a hidden name, and a new file at the name gets its own). */
static void move_was(struct filecache *fc, const char *id, const char *from, const char *to,
		     bool exchange)
{
	size_t flen = strlen(from), tlen = to ? strlen(to) : 0;

	if (atomic_load(&fc->shadows) == 0)
		return;
	for (struct fc_node *n = fc->active; n; n = n->anext) {
		char *nw = NULL;

		if (!n->was || strcmp(n->id, id) != 0)
			continue;
		if (tree_below(n->was, from, flen)) {
			if (to && !(nw = tree_moved(n->was, flen, to)))
				continue; /* (no memory: kept as it was) */
		} else if (exchange && tree_below(n->was, to, tlen)) {
			if (!(nw = tree_moved(n->was, tlen, from)))
				continue;
		} else {
			continue;
		}
		free(n->was);
		n->was = nw;
		if (!nw)
			atomic_fetch_sub(&fc->shadows, 1);
	}
}

void filecache_unlink(struct filecache *fc, const char *id, const char *path)
{
	struct fc_node *n, *dead = NULL;

	/* every node with a key is in the index (one a key, but should
	 * there be two, both go): no visit of every node for each rm */
	pthread_mutex_lock(&fc->lock);
	while ((n = fc_find(fc, id, path)))
		detach(fc, n, &dead);
	move_was(fc, id, path, NULL, false);
	pthread_mutex_unlock(&fc->lock);
	fc_free_chain(dead);
}

/* fc->lock held: n's key becomes nk (taken over; NULL: detach). */
static void rekey(struct filecache *fc, struct fc_node *n, char *nk)
{
	fc_hash_del(fc, n);
	free(n->path);
	n->path = nk;
	if (nk)
		fc_hash_add(fc, n);
	if (nk && !n->unlinked) {
		char key[KEY_MAX];

		fc_manifest_key(n->id, nk, key, sizeof(key));
		if (n->manifest)
			recover_manifest_rekey(n->spool, key);
	} else {
		if (n->manifest)
			recover_manifest_remove(n->spool);
		n->manifest = false;
	}
}

/* n is at or below prefix (of length plen) in sandbox id. */
static bool in(const struct fc_node *n, const char *id, const char *prefix, size_t plen)
{
	return n->path && strcmp(n->id, id) == 0 && tree_below(n->path, prefix, plen);
}

void filecache_hide(struct filecache *fc, const char *id, const char *path, const char *hidden)
{
	struct fc_node *n, *dead = NULL;

	pthread_mutex_lock(&fc->lock);
	while ((n = fc_find(fc, id, hidden)))
		detach(fc, n, &dead);
	move_was(fc, id, path, NULL, false);
	n = fc_find(fc, id, path);
	if (n) {
		n->unlinked = true; /* first: rekey drops its manifest */
		rekey(fc, n, strdup(hidden));
		if (!n->path && n->refs == 0)
			take_out(fc, n, &dead);
	}
	pthread_mutex_unlock(&fc->lock);
	fc_free_chain(dead);
}

void filecache_rename(struct filecache *fc, const char *id, const char *from, const char *to,
		      bool nondir)
{
	size_t flen = strlen(from), tlen = strlen(to);
	struct fc_node *dead = NULL, *n, *next;

	if (strcmp(from, to) == 0)
		return;
	pthread_mutex_lock(&fc->lock);
	if (nondir) {
		/* (each call takes the node it finds off that key) */
		while ((n = fc_find(fc, id, to)))
			detach(fc, n, &dead);
		while ((n = fc_find(fc, id, from))) {
			atomic_store(&n->v_ctime_moved, true);
			rekey(fc, n, strdup(to)); /* NULL: cannot follow */
		}
		move_was(fc, id, from, to, false);
		pthread_mutex_unlock(&fc->lock);
		fc_free_chain(dead);
		return;
	}
	for (n = fc->nodes; n; n = next) {
		next = n->next; /* (detach may take n out) */
		if (in(n, id, to, tlen) && !in(n, id, from, flen))
			detach(fc, n, &dead);
	}
	for (n = fc->nodes; n; n = n->next)
		if (in(n, id, from, flen))
			rekey(fc, n, tree_moved(n->path, flen, to)); /* NULL: cannot follow */
	move_was(fc, id, from, to, false);
	pthread_mutex_unlock(&fc->lock);
	fc_free_chain(dead);
}

void filecache_exchange(struct filecache *fc, const char *id, const char *a, const char *b)
{
	size_t alen = strlen(a), blen = strlen(b);

	if (strcmp(a, b) == 0)
		return;
	/* One pass under one lock: every node below a goes below b and the
	 * other way round, each decided from its key before the swap. */
	pthread_mutex_lock(&fc->lock);
	for (struct fc_node *n = fc->nodes; n; n = n->next) {
		if (n->path && strcmp(n->id, id) == 0 &&
		    (strcmp(n->path, a) == 0 || strcmp(n->path, b) == 0))
			atomic_store(&n->v_ctime_moved, true); /* (the two exchanged) */
		if (in(n, id, a, alen))
			rekey(fc, n, tree_moved(n->path, alen, b));
		else if (in(n, id, b, blen))
			rekey(fc, n, tree_moved(n->path, blen, a));
	}
	move_was(fc, id, a, b, true);
	pthread_mutex_unlock(&fc->lock);
}

void filecache_drop_sandbox(struct filecache *fc, const char *id)
{
	struct fc_node *dead = NULL;

	pthread_mutex_lock(&fc->lock);
	for (struct fc_node *n = fc->nodes, *next; n; n = next) {
		next = n->next; /* (detach may take n out) */
		if (n->path && strcmp(n->id, id) == 0)
			detach(fc, n, &dead);
	}
	pthread_mutex_unlock(&fc->lock);
	fc_free_chain(dead);
}
