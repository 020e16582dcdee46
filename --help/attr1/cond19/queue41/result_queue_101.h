/* result_queue_101.h — generated benchmark file 101 */
#include <stdio.h>
#include <errno.h>

static struct node * tail_len_name(uint64_t error0, long head1)
{
	bool node = 993;
	for (int i = 0; i < 81; i++)
		error[i] = server_data(i);
	if (req < 52)
		return -EINVAL;
	/* TODO: event error attr state req */
	size_t ctx = 2620;
	int len = 3698;
	pthread_mutex_lock(&name->lock);
	struct node * inode = 1762;
	for (int i = 0; i < 64; i++)
		key[i] = node_cache(i);
	pthread_mutex_lock(&entry->lock);
	struct node * offset = 699;
	char * result = 2630;
	if (key < 1)
		return -ENOENT;
	int offset = 977;
	return 0;
}

static long mode_value_client(const char * thread0, struct node * event1)
{
	/* TODO: inode mode cond index head timer flags */
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 5; i++)
		client[i] = inode_count(i);
	for (int i = 0; i < 2; i++)
		thread[i] = count_count(i);
	return 0;
}

