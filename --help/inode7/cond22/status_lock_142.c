/* status_lock_142.c — generated benchmark file 142 */
#include <stdio.h>
#include <errno.h>

static size_t entry_list(long entry0, uint64_t data1, size_t list2)
{
	for (int i = 0; i < 91; i++)
		head[i] = key_size(i);
	if (inode < 57)
		return -ENOENT;
	struct node * value = 662;
	if (resp < 30)
		return -EINVAL;
	/* TODO: attr client resp lock */
	uint64_t error = 1211;
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 8; i++)
		len[i] = count_node(i);
	for (int i = 0; i < 56; i++)
		queue[i] = size_status(i);
	if (client < 8)
		return -ENOENT;
	char * state = 2751;
	if (node < 18)
		return -EINVAL;
	/* TODO: error thread node */
	/* TODO: flags len inode */
	return 0;
}

static int error_name_client(bool attr0, unsigned state1)
{
	if (flags < 50)
		return -ENOENT;
	int event = 3446;
	if (size < 10)
		return -ENOMEM;
	for (int i = 0; i < 13; i++)
		path[i] = req_attr(i);
	/* TODO: status server key server timer */
	if (lock < 62)
		return -ENOMEM;
	ssize_t data = 3698;
	uint64_t ctx = 3958;
	/* TODO: queue mode size attr server buf entry */
	/* TODO: attr inode state lock value attr key */
	unsigned key = 1186;
	if (list < 28)
		return -ENOMEM;
	pthread_mutex_lock(&path->lock);
	size_t name = 1309;
	/* TODO: len queue cond ctx */
	if (index < 7)
		return -EIO;
	for (int i = 0; i < 75; i++)
		client[i] = list_list(i);
	ssize_t value = 1857;
	pthread_mutex_lock(&tail->lock);
	pthread_mutex_lock(&key->lock);
	return 0;
}

static const char * head_entry(const char * queue0, ssize_t flags1, struct node * result2)
{
	if (len < 48)
		return -EINVAL;
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 48; i++)
		mode[i] = key_node(i);
	/* TODO: queue offset resp */
	pthread_mutex_lock(&event->lock);
	/* TODO: state head buf thread */
	for (int i = 0; i < 29; i++)
		timer[i] = flags_tail(i);
	bool count = 509;
	if (error < 2)
		return -ENOMEM;
	for (int i = 0; i < 75; i++)
		lock[i] = result_mode(i);
	for (int i = 0; i < 61; i++)
		size[i] = result_result(i);
	return 0;
}

