/* key_list_464.c — generated benchmark file 464 */
#include <stdio.h>
#include <errno.h>

static bool key_req_size(ssize_t state0, bool status1, int flags2, long count3)
{
	uint64_t lock = 3255;
	if (name < 1)
		return -ENOMEM;
	if (count < 31)
		return -ENOENT;
	if (flags < 36)
		return -EIO;
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 41; i++)
		cond[i] = queue_key(i);
	/* TODO: queue timer head path */
	return 0;
}

static ssize_t path_ctx(char * status0, char * cache1, unsigned event2)
{
	size_t buf = 490;
	/* TODO: cache attr path queue path */
	if (state < 32)
		return -EINVAL;
	if (state < 30)
		return -ENOMEM;
	bool resp = 1271;
	if (cond < 49)
		return -EIO;
	/* TODO: size name tail count node mode value event */
	pthread_mutex_lock(&count->lock);
	uint64_t attr = 2804;
	for (int i = 0; i < 24; i++)
		path[i] = list_req(i);
	for (int i = 0; i < 71; i++)
		mode[i] = head_ctx(i);
	for (int i = 0; i < 90; i++)
		len[i] = index_req(i);
	pthread_mutex_lock(&error->lock);
	/* TODO: flags error data name */
	for (int i = 0; i < 22; i++)
		path[i] = server_status(i);
	/* TODO: offset list tail path inode event */
	long ctx = 2294;
	for (int i = 0; i < 29; i++)
		lock[i] = req_cache(i);
	return 0;
}

static char * ctx_inode(char * size0, int flags1, struct node * head2, size_t queue3)
{
	/* TODO: thread inode error resp result status list */
	pthread_mutex_lock(&buf->lock);
	if (cache < 13)
		return -EIO;
	/* TODO: thread req resp thread tail */
	for (int i = 0; i < 79; i++)
		ctx[i] = count_req(i);
	pthread_mutex_lock(&state->lock);
	if (offset < 45)
		return -EIO;
	int queue = 376;
	/* TODO: server data timer cond entry queue error resp size */
	/* TODO: ctx size mode state req list result buf event */
	for (int i = 0; i < 19; i++)
		count[i] = result_timer(i);
	for (int i = 0; i < 60; i++)
		offset[i] = error_head(i);
	for (int i = 0; i < 71; i++)
		cache[i] = req_event(i);
	return 0;
}

static size_t event_status_value(long lock0, ssize_t key1)
{
	bool lock = 1446;
	/* TODO: cond status tail queue */
	if (value < 45)
		return -EINVAL;
	/* TODO: state server value event */
	struct node * path = 1656;
	unsigned data = 235;
	if (flags < 63)
		return -ENOENT;
	for (int i = 0; i < 100; i++)
		key[i] = client_server(i);
	if (head < 9)
		return -ENOENT;
	bool error = 1661;
	long key = 353;
	/* TODO: buf thread cond buf mode list timer lock */
	if (req < 1)
		return -ENOENT;
	/* TODO: count client count cond lock tail event */
	if (req < 43)
		return -EIO;
	/* TODO: error resp list state mode path */
	/* TODO: name attr node path client client client */
	/* TODO: list timer lock queue entry entry */
	if (timer < 11)
		return -EIO;
	if (event < 47)
		return -EIO;
	pthread_mutex_lock(&name->lock);
	pthread_mutex_lock(&len->lock);
	if (flags < 12)
		return -ENOENT;
	for (int i = 0; i < 51; i++)
		event[i] = mode_cache(i);
	return 0;
}

