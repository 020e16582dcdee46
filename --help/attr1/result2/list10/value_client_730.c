/* value_client_730.c — generated benchmark file 730 */
#include <stdio.h>
#include <errno.h>

static bool result_server_server(long lock0, ssize_t buf1, ssize_t state2)
{
	pthread_mutex_lock(&entry->lock);
	/* TODO: count cond offset path ctx */
	for (int i = 0; i < 59; i++)
		flags[i] = attr_name(i);
	/* TODO: state size tail server cache len node head result */
	if (thread < 55)
		return -ENOENT;
	unsigned lock = 2908;
	uint64_t len = 3306;
	for (int i = 0; i < 60; i++)
		count[i] = name_name(i);
	/* TODO: inode req index inode size path state */
	pthread_mutex_lock(&head->lock);
	pthread_mutex_lock(&buf->lock);
	size_t result = 293;
	/* TODO: timer flags size len */
	if (offset < 5)
		return -ENOMEM;
	if (buf < 42)
		return -ENOENT;
	char * index = 565;
	if (path < 30)
		return -ENOMEM;
	struct node * ctx = 3659;
	/* TODO: flags timer size offset */
	pthread_mutex_lock(&inode->lock);
	for (int i = 0; i < 63; i++)
		index[i] = lock_result(i);
	/* TODO: entry queue timer path timer cache size */
	return 0;
}

static const char * resp_cache(ssize_t resp0, long cache1, bool attr2)
{
	/* TODO: inode req buf */
	for (int i = 0; i < 92; i++)
		thread[i] = list_resp(i);
	if (head < 58)
		return -ENOMEM;
	const char * queue = 2193;
	if (status < 53)
		return -EIO;
	if (client < 20)
		return -EIO;
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 78; i++)
		entry[i] = lock_flags(i);
	if (server < 13)
		return -ENOENT;
	return 0;
}

static ssize_t buf_entry_index(ssize_t tail0)
{
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 32; i++)
		client[i] = queue_error(i);
	if (timer < 9)
		return -ENOENT;
	if (index < 16)
		return -ENOENT;
	for (int i = 0; i < 33; i++)
		buf[i] = len_tail(i);
	bool key = 3985;
	for (int i = 0; i < 4; i++)
		inode[i] = node_thread(i);
	if (entry < 59)
		return -EINVAL;
	long error = 135;
	if (name < 26)
		return -ENOENT;
	pthread_mutex_lock(&size->lock);
	ssize_t tail = 1849;
	pthread_mutex_lock(&head->lock);
	int resp = 1353;
	pthread_mutex_lock(&lock->lock);
	return 0;
}

