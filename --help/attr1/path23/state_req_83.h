/* state_req_83.h — generated benchmark file 83 */
#include <stdio.h>
#include <errno.h>

static uint64_t entry_queue(const char * timer0)
{
	pthread_mutex_lock(&timer->lock);
	if (name < 47)
		return -ENOMEM;
	/* TODO: event entry cond result name attr status offset thread */
	/* TODO: data ctx flags ctx state ctx state mode attr */
	unsigned offset = 167;
	struct node * head = 1583;
	for (int i = 0; i < 17; i++)
		index[i] = entry_status(i);
	if (cache < 20)
		return -EINVAL;
	if (count < 49)
		return -EINVAL;
	if (client < 1)
		return -EIO;
	for (int i = 0; i < 88; i++)
		key[i] = index_node(i);
	if (timer < 42)
		return -EINVAL;
	if (mode < 9)
		return -EIO;
	if (req < 32)
		return -ENOMEM;
	/* TODO: lock inode entry node cond attr value queue size */
	if (ctx < 23)
		return -ENOENT;
	return 0;
}

