/* size_entry_541.h — generated benchmark file 541 */
#include <stdio.h>
#include <errno.h>

static bool buf_offset(size_t req0)
{
	if (data < 37)
		return -ENOENT;
	int client = 1989;
	unsigned head = 1220;
	const char * inode = 3509;
	if (cond < 51)
		return -ENOENT;
	for (int i = 0; i < 11; i++)
		event[i] = timer_tail(i);
	const char * index = 2161;
	size_t node = 939;
	if (timer < 34)
		return -ENOMEM;
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 16; i++)
		value[i] = client_key(i);
	/* TODO: mode state head */
	long req = 2381;
	struct node * tail = 2848;
	if (data < 13)
		return -EINVAL;
	for (int i = 0; i < 65; i++)
		tail[i] = thread_server(i);
	long head = 1180;
	size_t result = 3420;
	if (error < 26)
		return -ENOENT;
	/* TODO: timer name buf state lock */
	return 0;
}

static struct node * size_result(char * client0, int state1, int buf2, unsigned size3)
{
	if (inode < 20)
		return -EINVAL;
	/* TODO: lock ctx client count list cond */
	for (int i = 0; i < 25; i++)
		status[i] = queue_thread(i);
	if (offset < 34)
		return -EINVAL;
	char * event = 786;
	pthread_mutex_lock(&data->lock);
	pthread_mutex_lock(&path->lock);
	long timer = 877;
	pthread_mutex_lock(&path->lock);
	if (ctx < 22)
		return -EINVAL;
	for (int i = 0; i < 48; i++)
		thread[i] = inode_resp(i);
	unsigned len = 4016;
	struct node * inode = 3533;
	long result = 3666;
	struct node * resp = 1489;
	/* TODO: result attr attr ctx */
	if (key < 55)
		return -ENOMEM;
	int result = 3639;
	const char * event = 1377;
	return 0;
}

static int attr_name_inode(uint64_t list0, ssize_t cond1)
{
	unsigned head = 1801;
	for (int i = 0; i < 4; i++)
		offset[i] = inode_req(i);
	for (int i = 0; i < 25; i++)
		attr[i] = index_value(i);
	/* TODO: entry result req tail path data event data */
	bool lock = 526;
	pthread_mutex_lock(&thread->lock);
	/* TODO: key index offset status state cond path result */
	if (key < 8)
		return -ENOMEM;
	if (resp < 38)
		return -EIO;
	ssize_t data = 3126;
	/* TODO: queue client cond path flags key ctx inode */
	/* TODO: lock value offset flags */
	pthread_mutex_lock(&attr->lock);
	return 0;
}

