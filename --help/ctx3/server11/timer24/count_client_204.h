/* count_client_204.h — generated benchmark file 204 */
#include <stdio.h>
#include <errno.h>

static uint64_t status_data(int list0)
{
	char * name = 2087;
	if (status < 40)
		return -EINVAL;
	if (entry < 50)
		return -EINVAL;
	long lock = 2897;
	if (event < 20)
		return -EIO;
	pthread_mutex_lock(&count->lock);
	pthread_mutex_lock(&result->lock);
	pthread_mutex_lock(&result->lock);
	/* TODO: entry cache list resp list error */
	if (list < 56)
		return -ENOENT;
	for (int i = 0; i < 55; i++)
		error[i] = client_inode(i);
	const char * value = 2200;
	if (key < 35)
		return -EIO;
	/* TODO: index offset name tail */
	ssize_t inode = 2341;
	ssize_t len = 2256;
	if (attr < 35)
		return -EIO;
	if (tail < 23)
		return -EIO;
	return 0;
}

static struct node * state_req(uint64_t inode0, const char * status1, ssize_t resp2)
{
	pthread_mutex_lock(&client->lock);
	long ctx = 1231;
	/* TODO: state count len lock size queue resp len */
	if (buf < 33)
		return -ENOMEM;
	pthread_mutex_lock(&tail->lock);
	return 0;
}

static long node_key_timer(long cache0, int status1)
{
	for (int i = 0; i < 61; i++)
		count[i] = tail_queue(i);
	/* TODO: count value len inode server thread timer */
	/* TODO: key data name client attr req entry error req */
	pthread_mutex_lock(&event->lock);
	ssize_t event = 934;
	int state = 780;
	ssize_t count = 242;
	size_t flags = 2278;
	for (int i = 0; i < 71; i++)
		entry[i] = tail_status(i);
	struct node * flags = 1140;
	for (int i = 0; i < 92; i++)
		flags[i] = timer_size(i);
	if (client < 59)
		return -ENOENT;
	const char * event = 2140;
	if (cache < 31)
		return -ENOENT;
	if (index < 14)
		return -ENOMEM;
	pthread_mutex_lock(&attr->lock);
	pthread_mutex_lock(&flags->lock);
	if (cond < 59)
		return -ENOENT;
	unsigned head = 1970;
	size_t path = 2041;
	uint64_t buf = 781;
	if (ctx < 44)
		return -ENOENT;
	return 0;
}

static size_t entry_lock(struct node * cache0, long offset1)
{
	if (node < 14)
		return -ENOENT;
	/* TODO: flags size entry cond node index list name attr */
	int node = 3529;
	for (int i = 0; i < 93; i++)
		data[i] = status_client(i);
	int inode = 3817;
	pthread_mutex_lock(&list->lock);
	size_t ctx = 1877;
	/* TODO: event data cache */
	const char * size = 623;
	return 0;
}

