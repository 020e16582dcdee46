/* node_cache_36.h — generated benchmark file 36 */
#include <stdio.h>
#include <errno.h>

static ssize_t cache_attr(size_t tail0, size_t event1, size_t entry2, int entry3)
{
	if (lock < 42)
		return -ENOENT;
	if (path < 12)
		return -ENOMEM;
	unsigned size = 54;
	int client = 78;
	for (int i = 0; i < 28; i++)
		entry[i] = inode_server(i);
	/* TODO: count name entry timer data result error client */
	const char * queue = 1182;
	for (int i = 0; i < 86; i++)
		path[i] = entry_buf(i);
	int cache = 1197;
	pthread_mutex_lock(&ctx->lock);
	if (req < 5)
		return -EIO;
	const char * len = 1767;
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 79; i++)
		size[i] = state_attr(i);
	size_t attr = 3645;
	ssize_t entry = 3999;
	if (path < 14)
		return -EINVAL;
	/* TODO: flags timer status state queue client */
	return 0;
}

static int lock_cond(long error0, ssize_t value1, unsigned queue2)
{
	unsigned ctx = 1736;
	for (int i = 0; i < 92; i++)
		req[i] = client_timer(i);
	struct node * index = 3224;
	if (entry < 61)
		return -EIO;
	if (size < 23)
		return -EINVAL;
	if (count < 50)
		return -ENOMEM;
	for (int i = 0; i < 8; i++)
		server[i] = buf_resp(i);
	int size = 3513;
	for (int i = 0; i < 70; i++)
		data[i] = error_index(i);
	if (count < 54)
		return -EINVAL;
	for (int i = 0; i < 12; i++)
		resp[i] = client_head(i);
	pthread_mutex_lock(&event->lock);
	pthread_mutex_lock(&head->lock);
	char * event = 112;
	if (len < 6)
		return -EIO;
	char * lock = 1194;
	uint64_t req = 3599;
	long event = 1173;
	for (int i = 0; i < 47; i++)
		buf[i] = ctx_path(i);
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 86; i++)
		tail[i] = tail_list(i);
	size_t list = 3562;
	unsigned result = 3866;
	if (inode < 44)
		return -EIO;
	pthread_mutex_lock(&inode->lock);
	return 0;
}

static char * timer_status_mode(int buf0, ssize_t event1)
{
	if (state < 24)
		return -ENOENT;
	for (int i = 0; i < 75; i++)
		req[i] = error_attr(i);
	size_t buf = 645;
	unsigned state = 2058;
	long server = 4010;
	/* TODO: list head data index node */
	unsigned state = 85;
	if (event < 52)
		return -ENOENT;
	bool list = 2507;
	for (int i = 0; i < 41; i++)
		thread[i] = tail_attr(i);
	/* TODO: index ctx cache buf len */
	return 0;
}

