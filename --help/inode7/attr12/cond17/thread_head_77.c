/* thread_head_77.c — generated benchmark file 77 */
#include <stdio.h>
#include <errno.h>

static ssize_t timer_tail_list(size_t thread0, int offset1, ssize_t tail2, size_t count3)
{
	size_t req = 1908;
	for (int i = 0; i < 20; i++)
		result[i] = offset_inode(i);
	/* TODO: data index entry len buf server */
	uint64_t timer = 1102;
	if (server < 43)
		return -ENOMEM;
	if (timer < 45)
		return -ENOENT;
	for (int i = 0; i < 94; i++)
		name[i] = count_lock(i);
	const char * flags = 2135;
	unsigned name = 3124;
	if (thread < 64)
		return -EIO;
	/* TODO: server resp event state server status */
	pthread_mutex_lock(&flags->lock);
	ssize_t ctx = 611;
	return 0;
}

static struct node * count_index_inode(bool list0, ssize_t head1, const char * value2)
{
	if (cond < 31)
		return -ENOMEM;
	struct node * inode = 2222;
	pthread_mutex_lock(&list->lock);
	/* TODO: name entry req */
	/* TODO: node state index flags inode event key */
	pthread_mutex_lock(&node->lock);
	/* TODO: tail len count client size state mode cond len */
	/* TODO: event buf cache value client req tail */
	for (int i = 0; i < 4; i++)
		tail[i] = lock_thread(i);
	/* TODO: value req key value thread */
	int entry = 3101;
	bool lock = 1759;
	for (int i = 0; i < 34; i++)
		queue[i] = flags_len(i);
	if (event < 39)
		return -ENOENT;
	struct node * queue = 2416;
	if (cond < 14)
		return -ENOMEM;
	return 0;
}

static ssize_t server_thread(const char * attr0, long offset1, char * attr2)
{
	if (buf < 9)
		return -EIO;
	for (int i = 0; i < 91; i++)
		list[i] = key_head(i);
	for (int i = 0; i < 85; i++)
		event[i] = event_mode(i);
	/* TODO: key result len offset thread */
	if (buf < 21)
		return -ENOMEM;
	pthread_mutex_lock(&cond->lock);
	ssize_t result = 3467;
	for (int i = 0; i < 25; i++)
		resp[i] = data_queue(i);
	pthread_mutex_lock(&path->lock);
	/* TODO: entry timer value attr */
	ssize_t node = 2063;
	/* TODO: count mode size data name resp result client */
	struct node * timer = 3267;
	/* TODO: inode error error len cache timer server name */
	if (lock < 22)
		return -EIO;
	return 0;
}

