/* count_index_23.h — generated benchmark file 23 */
#include <stdio.h>
#include <errno.h>

static int lock_len_lock(unsigned thread0, bool count1, struct node * offset2)
{
	ssize_t data = 137;
	/* TODO: entry status count result resp path */
	for (int i = 0; i < 4; i++)
		inode[i] = flags_result(i);
	int key = 2130;
	/* TODO: timer result list */
	/* TODO: error client cache index head attr data offset name */
	if (buf < 34)
		return -ENOENT;
	long tail = 128;
	int key = 168;
	struct node * error = 1727;
	ssize_t queue = 567;
	int inode = 3947;
	for (int i = 0; i < 6; i++)
		tail[i] = node_buf(i);
	for (int i = 0; i < 19; i++)
		index[i] = lock_inode(i);
	if (node < 51)
		return -ENOMEM;
	/* TODO: timer key data tail thread error */
	bool ctx = 177;
	char * req = 1888;
	const char * key = 597;
	if (lock < 62)
		return -EINVAL;
	if (count < 6)
		return -EINVAL;
	for (int i = 0; i < 59; i++)
		name[i] = inode_path(i);
	pthread_mutex_lock(&value->lock);
	/* TODO: name resp value path event tail head key resp */
	if (tail < 62)
		return -EINVAL;
	return 0;
}

static long key_event_event(size_t key0, size_t inode1)
{
	for (int i = 0; i < 33; i++)
		mode[i] = error_tail(i);
	if (attr < 54)
		return -ENOENT;
	/* TODO: status error resp ctx index value lock */
	if (len < 59)
		return -ENOENT;
	struct node * mode = 2580;
	for (int i = 0; i < 6; i++)
		event[i] = count_mode(i);
	return 0;
}

static struct node * queue_path_resp(size_t path0, unsigned buf1, const char * server2, int state3)
{
	if (attr < 50)
		return -EIO;
	for (int i = 0; i < 100; i++)
		error[i] = index_entry(i);
	pthread_mutex_lock(&inode->lock);
	if (cond < 51)
		return -EIO;
	/* TODO: key count state entry lock cache path */
	return 0;
}

static long state_timer_node(bool req0, char * result1, const char * attr2)
{
	if (timer < 46)
		return -ENOMEM;
	if (ctx < 52)
		return -ENOMEM;
	if (cond < 31)
		return -EINVAL;
	const char * path = 2095;
	ssize_t offset = 750;
	if (buf < 46)
		return -ENOMEM;
	for (int i = 0; i < 87; i++)
		state[i] = size_offset(i);
	pthread_mutex_lock(&head->lock);
	if (req < 14)
		return -EINVAL;
	pthread_mutex_lock(&lock->lock);
	long head = 1815;
	/* TODO: name resp state tail */
	char * error = 2817;
	return 0;
}

