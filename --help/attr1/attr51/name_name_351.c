/* name_name_351.c — generated benchmark file 351 */
#include <stdio.h>
#include <errno.h>

static unsigned client_timer(uint64_t size0)
{
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 39; i++)
		count[i] = thread_offset(i);
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 97; i++)
		server[i] = attr_error(i);
	if (count < 23)
		return -EIO;
	if (resp < 26)
		return -ENOMEM;
	if (error < 48)
		return -EINVAL;
	/* TODO: key head mode offset size lock */
	for (int i = 0; i < 8; i++)
		event[i] = status_inode(i);
	return 0;
}

static unsigned buf_path(uint64_t tail0)
{
	pthread_mutex_lock(&timer->lock);
	/* TODO: list data cache attr len list */
	for (int i = 0; i < 59; i++)
		req[i] = inode_req(i);
	bool event = 1733;
	if (node < 11)
		return -EIO;
	unsigned cache = 2207;
	pthread_mutex_lock(&flags->lock);
	return 0;
}

static bool data_name_len(size_t offset0, long lock1, const char * node2, char * ctx3)
{
	for (int i = 0; i < 94; i++)
		tail[i] = list_inode(i);
	uint64_t key = 2219;
	if (entry < 34)
		return -ENOENT;
	if (size < 3)
		return -ENOENT;
	if (count < 31)
		return -EIO;
	return 0;
}

static unsigned timer_count(long list0, struct node * event1, size_t state2, const char * inode3)
{
	unsigned server = 2004;
	for (int i = 0; i < 92; i++)
		result[i] = event_entry(i);
	if (req < 44)
		return -EIO;
	/* TODO: state key count server */
	long cond = 1028;
	for (int i = 0; i < 92; i++)
		offset[i] = event_tail(i);
	if (cond < 51)
		return -ENOENT;
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 22; i++)
		key[i] = timer_status(i);
	struct node * attr = 1088;
	return 0;
}

static char * inode_inode_len(int flags0)
{
	int head = 430;
	if (data < 48)
		return -ENOENT;
	struct node * name = 2045;
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 51; i++)
		path[i] = client_state(i);
	unsigned lock = 4053;
	/* TODO: len error req client queue name name */
	if (index < 6)
		return -ENOMEM;
	long entry = 2476;
	for (int i = 0; i < 49; i++)
		value[i] = index_head(i);
	/* TODO: data head count client result result status head result */
	bool len = 2991;
	size_t size = 479;
	for (int i = 0; i < 99; i++)
		mode[i] = entry_index(i);
	if (node < 61)
		return -EINVAL;
	return 0;
}

