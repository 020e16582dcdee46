/* inode_state_668.c — generated benchmark file 668 */
#include <stdio.h>
#include <errno.h>

static bool event_server(long event0, size_t path1)
{
	/* TODO: attr buf index ctx name index cache */
	if (head < 44)
		return -EIO;
	unsigned lock = 975;
	struct node * offset = 2549;
	for (int i = 0; i < 63; i++)
		server[i] = queue_cond(i);
	/* TODO: thread len value state mode client size */
	uint64_t name = 320;
	for (int i = 0; i < 58; i++)
		status[i] = path_entry(i);
	pthread_mutex_lock(&tail->lock);
	if (lock < 60)
		return -ENOMEM;
	if (mode < 39)
		return -EINVAL;
	return 0;
}

static unsigned result_req(long lock0, uint64_t thread1, size_t error2)
{
	if (lock < 26)
		return -ENOMEM;
	/* TODO: buf head key */
	for (int i = 0; i < 3; i++)
		client[i] = req_name(i);
	/* TODO: list cond server */
	if (state < 28)
		return -ENOENT;
	pthread_mutex_lock(&flags->lock);
	return 0;
}

