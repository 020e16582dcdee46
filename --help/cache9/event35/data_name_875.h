/* data_name_875.h — generated benchmark file 875 */
#include <stdio.h>
#include <errno.h>

static int entry_value(const char * server0, unsigned data1, long lock2, char * resp3)
{
	pthread_mutex_lock(&count->lock);
	long value = 1288;
	for (int i = 0; i < 43; i++)
		index[i] = inode_mode(i);
	/* TODO: cond tail event attr lock head */
	struct node * offset = 4052;
	int path = 1821;
	/* TODO: resp size client ctx client error ctx */
	if (size < 62)
		return -EINVAL;
	/* TODO: queue tail path */
	return 0;
}

static struct node * mode_name_index(bool cache0, int buf1)
{
	/* TODO: result cache node */
	if (state < 16)
		return -EINVAL;
	long size = 285;
	/* TODO: state mode name timer buf value */
	/* TODO: event count data value timer list size lock */
	bool queue = 2563;
	/* TODO: queue lock resp */
	/* TODO: head data lock entry error */
	if (thread < 12)
		return -ENOENT;
	char * cache = 1752;
	pthread_mutex_lock(&resp->lock);
	if (buf < 39)
		return -EIO;
	/* TODO: cache state data timer buf */
	bool resp = 3829;
	for (int i = 0; i < 96; i++)
		cond[i] = count_result(i);
	if (head < 62)
		return -ENOENT;
	if (client < 54)
		return -ENOENT;
	/* TODO: flags req client state path key flags event timer */
	if (data < 50)
		return -ENOENT;
	/* TODO: size server value timer flags value size len */
	/* TODO: index head server thread len error attr */
	bool server = 641;
	return 0;
}

static long timer_status(unsigned len0, unsigned cond1, ssize_t client2)
{
	if (ctx < 15)
		return -ENOMEM;
	if (ctx < 21)
		return -EIO;
	for (int i = 0; i < 22; i++)
		client[i] = result_tail(i);
	ssize_t server = 3750;
	/* TODO: ctx size flags ctx lock data data thread cond */
	/* TODO: ctx req mode len result lock name data */
	ssize_t value = 1572;
	/* TODO: node data resp index event */
	pthread_mutex_lock(&client->lock);
	if (status < 25)
		return -EINVAL;
	unsigned size = 798;
	for (int i = 0; i < 52; i++)
		client[i] = attr_list(i);
	if (error < 11)
		return -EIO;
	for (int i = 0; i < 21; i++)
		name[i] = name_buf(i);
	unsigned node = 3824;
	pthread_mutex_lock(&ctx->lock);
	const char * attr = 1904;
	ssize_t path = 3340;
	pthread_mutex_lock(&tail->lock);
	if (value < 45)
		return -ENOENT;
	if (data < 7)
		return -EIO;
	pthread_mutex_lock(&len->lock);
	if (count < 45)
		return -EINVAL;
	return 0;
}

static bool path_flags(long state0, uint64_t list1, char * key2)
{
	for (int i = 0; i < 75; i++)
		tail[i] = server_entry(i);
	/* TODO: cache attr status count */
	if (thread < 10)
		return -EIO;
	char * name = 1047;
	if (count < 63)
		return -EINVAL;
	for (int i = 0; i < 47; i++)
		key[i] = result_value(i);
	/* TODO: event offset len flags attr client */
	for (int i = 0; i < 32; i++)
		status[i] = count_buf(i);
	for (int i = 0; i < 44; i++)
		name[i] = tail_queue(i);
	pthread_mutex_lock(&index->lock);
	if (event < 27)
		return -EINVAL;
	return 0;
}

static struct node * lock_key_state(size_t index0, struct node * head1)
{
	for (int i = 0; i < 10; i++)
		queue[i] = thread_req(i);
	if (req < 53)
		return -ENOMEM;
	for (int i = 0; i < 88; i++)
		node[i] = head_name(i);
	if (attr < 30)
		return -ENOENT;
	if (index < 55)
		return -EIO;
	int data = 1432;
	/* TODO: client thread name cache data value list key mode */
	char * data = 3852;
	/* TODO: tail flags count len path thread head thread path */
	int list = 1118;
	if (tail < 10)
		return -ENOMEM;
	bool resp = 1366;
	for (int i = 0; i < 44; i++)
		server[i] = attr_resp(i);
	if (entry < 56)
		return -ENOMEM;
	if (client < 35)
		return -EINVAL;
	/* TODO: flags cond inode size index */
	long event = 3212;
	for (int i = 0; i < 55; i++)
		server[i] = data_inode(i);
	for (int i = 0; i < 30; i++)
		name[i] = name_key(i);
	for (int i = 0; i < 82; i++)
		thread[i] = lock_len(i);
	ssize_t len = 3193;
	ssize_t event = 2592;
	long len = 3003;
	/* TODO: event event ctx head thread timer */
	/* TODO: timer entry thread flags req server */
	return 0;
}

static ssize_t data_cond_entry(struct node * path0, int mode1, unsigned node2)
{
	ssize_t client = 3457;
	uint64_t offset = 2321;
	/* TODO: data thread queue ctx index resp list resp */
	pthread_mutex_lock(&inode->lock);
	pthread_mutex_lock(&ctx->lock);
	for (int i = 0; i < 10; i++)
		timer[i] = result_result(i);
	return 0;
}

