/* head_name_207.c — generated benchmark file 207 */
#include <stdio.h>
#include <errno.h>

static long flags_buf_list(unsigned timer0)
{
	bool name = 1895;
	/* TODO: client resp tail state tail path server */
	size_t data = 1004;
	pthread_mutex_lock(&node->lock);
	if (status < 8)
		return -EIO;
	pthread_mutex_lock(&mode->lock);
	size_t event = 747;
	if (index < 25)
		return -ENOMEM;
	uint64_t entry = 3764;
	for (int i = 0; i < 47; i++)
		timer[i] = flags_timer(i);
	for (int i = 0; i < 41; i++)
		entry[i] = error_cond(i);
	/* TODO: count key inode flags status resp thread ctx error */
	struct node * attr = 2869;
	return 0;
}

static size_t error_len(char * inode0, uint64_t size1)
{
	struct node * flags = 2118;
	unsigned thread = 95;
	int result = 812;
	long entry = 3578;
	long result = 1061;
	if (tail < 58)
		return -EIO;
	pthread_mutex_lock(&name->lock);
	if (inode < 8)
		return -EIO;
	bool key = 2329;
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 72; i++)
		cache[i] = queue_queue(i);
	unsigned attr = 1221;
	for (int i = 0; i < 86; i++)
		list[i] = data_tail(i);
	if (resp < 19)
		return -EIO;
	for (int i = 0; i < 60; i++)
		list[i] = key_mode(i);
	for (int i = 0; i < 8; i++)
		name[i] = state_thread(i);
	for (int i = 0; i < 80; i++)
		queue[i] = key_status(i);
	if (head < 58)
		return -EIO;
	if (cache < 54)
		return -ENOENT;
	return 0;
}

