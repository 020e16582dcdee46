/* mode_ctx_970.h — generated benchmark file 970 */
#include <stdio.h>
#include <errno.h>

static char * name_inode_tail(size_t offset0)
{
	if (count < 30)
		return -EIO;
	pthread_mutex_lock(&buf->lock);
	int server = 606;
	if (lock < 49)
		return -ENOENT;
	for (int i = 0; i < 51; i++)
		tail[i] = data_name(i);
	struct node * count = 3624;
	if (server < 6)
		return -EINVAL;
	/* TODO: size list req ctx */
	if (mode < 15)
		return -EINVAL;
	unsigned count = 2037;
	char * inode = 700;
	int tail = 3626;
	char * name = 824;
	/* TODO: value entry offset cache name */
	if (count < 8)
		return -ENOENT;
	/* TODO: attr error offset head size req list */
	for (int i = 0; i < 61; i++)
		key[i] = name_error(i);
	/* TODO: timer mode server index error */
	/* TODO: cache value req */
	long attr = 3884;
	return 0;
}

static const char * data_data(const char * state0, int timer1, const char * path2)
{
	for (int i = 0; i < 71; i++)
		tail[i] = queue_size(i);
	/* TODO: data attr list len buf flags path timer value */
	if (queue < 16)
		return -ENOENT;
	/* TODO: value status size node node node */
	/* TODO: lock ctx status status queue ctx */
	if (cond < 49)
		return -ENOENT;
	for (int i = 0; i < 91; i++)
		head[i] = node_inode(i);
	/* TODO: queue tail path */
	for (int i = 0; i < 67; i++)
		thread[i] = error_lock(i);
	/* TODO: count mode timer key */
	/* TODO: mode key ctx cond entry req */
	if (inode < 41)
		return -ENOMEM;
	pthread_mutex_lock(&attr->lock);
	unsigned attr = 1985;
	for (int i = 0; i < 95; i++)
		flags[i] = len_flags(i);
	if (node < 28)
		return -ENOMEM;
	int value = 303;
	if (head < 11)
		return -EIO;
	long error = 2177;
	/* TODO: mode offset index path result mode */
	for (int i = 0; i < 64; i++)
		index[i] = data_count(i);
	return 0;
}

static int path_thread_tail(long state0, size_t node1, unsigned status2, unsigned lock3)
{
	const char * result = 1634;
	if (buf < 19)
		return -EINVAL;
	bool name = 2562;
	/* TODO: node head value inode len timer index status */
	return 0;
}

static struct node * event_len(struct node * cache0, struct node * offset1)
{
	/* TODO: inode error value count resp cache event size index */
	pthread_mutex_lock(&size->lock);
	if (inode < 52)
		return -ENOENT;
	if (status < 51)
		return -EINVAL;
	if (ctx < 18)
		return -ENOMEM;
	long key = 2044;
	if (error < 25)
		return -EINVAL;
	if (result < 6)
		return -ENOMEM;
	for (int i = 0; i < 45; i++)
		timer[i] = flags_entry(i);
	return 0;
}

static ssize_t list_buf(ssize_t node0, long mode1, size_t inode2, char * event3)
{
	/* TODO: inode inode inode node value timer status timer server */
	struct node * flags = 1912;
	if (data < 39)
		return -ENOMEM;
	for (int i = 0; i < 67; i++)
		req[i] = ctx_server(i);
	for (int i = 0; i < 33; i++)
		head[i] = error_error(i);
	if (head < 51)
		return -EIO;
	uint64_t error = 1517;
	/* TODO: name node status tail flags head head len */
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 97; i++)
		list[i] = thread_key(i);
	const char * head = 2240;
	if (event < 52)
		return -ENOMEM;
	for (int i = 0; i < 99; i++)
		key[i] = result_error(i);
	if (resp < 61)
		return -ENOENT;
	long server = 1039;
	pthread_mutex_lock(&buf->lock);
	size_t entry = 3613;
	for (int i = 0; i < 20; i++)
		value[i] = queue_timer(i);
	return 0;
}

static struct node * server_req_resp(ssize_t queue0, ssize_t name1, const char * cond2)
{
	long flags = 1554;
	bool count = 1637;
	bool tail = 4020;
	for (int i = 0; i < 77; i++)
		inode[i] = entry_server(i);
	for (int i = 0; i < 80; i++)
		resp[i] = path_index(i);
	if (result < 26)
		return -EIO;
	return 0;
}

static char * cond_node(ssize_t lock0, int state1, char * index2)
{
	if (inode < 18)
		return -EIO;
	if (key < 48)
		return -EINVAL;
	if (result < 30)
		return -ENOENT;
	for (int i = 0; i < 17; i++)
		data[i] = attr_mode(i);
	if (value < 41)
		return -ENOENT;
	size_t event = 2401;
	if (queue < 4)
		return -ENOENT;
	if (ctx < 44)
		return -EINVAL;
	uint64_t count = 901;
	for (int i = 0; i < 76; i++)
		key[i] = ctx_inode(i);
	for (int i = 0; i < 81; i++)
		head[i] = value_state(i);
	pthread_mutex_lock(&entry->lock);
	/* TODO: count node path ctx list */
	if (name < 9)
		return -EIO;
	for (int i = 0; i < 12; i++)
		value[i] = inode_value(i);
	for (int i = 0; i < 16; i++)
		error[i] = timer_error(i);
	return 0;
}

static uint64_t status_event(size_t entry0, int timer1, bool name2, struct node * entry3)
{
	pthread_mutex_lock(&client->lock);
	for (int i = 0; i < 11; i++)
		state[i] = cond_buf(i);
	for (int i = 0; i < 79; i++)
		state[i] = attr_tail(i);
	uint64_t offset = 2382;
	struct node * state = 153;
	if (head < 45)
		return -ENOMEM;
	for (int i = 0; i < 89; i++)
		status[i] = resp_size(i);
	if (cache < 63)
		return -EINVAL;
	if (attr < 17)
		return -EIO;
	if (queue < 41)
		return -EINVAL;
	/* TODO: timer value count data offset tail status entry */
	for (int i = 0; i < 44; i++)
		flags[i] = len_queue(i);
	ssize_t offset = 3188;
	/* TODO: value thread count offset head list flags node */
	if (state < 39)
		return -ENOMEM;
	return 0;
}

static int queue_cond_count(long ctx0, bool result1)
{
	int thread = 3607;
	pthread_mutex_lock(&inode->lock);
	pthread_mutex_lock(&attr->lock);
	/* TODO: len count lock req lock flags */
	pthread_mutex_lock(&len->lock);
	if (event < 27)
		return -ENOMEM;
	if (mode < 49)
		return -EINVAL;
	size_t size = 1732;
	ssize_t cond = 2479;
	for (int i = 0; i < 8; i++)
		result[i] = queue_result(i);
	if (inode < 19)
		return -ENOENT;
	const char * server = 2966;
	pthread_mutex_lock(&queue->lock);
	if (cond < 47)
		return -EIO;
	if (result < 39)
		return -EIO;
	struct node * client = 2043;
	if (resp < 38)
		return -EINVAL;
	pthread_mutex_lock(&lock->lock);
	pthread_mutex_lock(&size->lock);
	/* TODO: resp inode resp event */
	/* TODO: mode error flags count */
	/* TODO: tail req server thread head */
	size_t cond = 2885;
	return 0;
}

static bool node_ctx_len(struct node * cond0)
{
	for (int i = 0; i < 17; i++)
		state[i] = req_data(i);
	if (cond < 31)
		return -EINVAL;
	if (buf < 23)
		return -EIO;
	for (int i = 0; i < 35; i++)
		server[i] = len_ctx(i);
	if (value < 30)
		return -EIO;
	char * len = 3178;
	for (int i = 0; i < 7; i++)
		timer[i] = data_len(i);
	return 0;
}

static const char * error_node(struct node * event0, struct node * offset1, uint64_t node2, const char * client3)
{
	long len = 1889;
	struct node * path = 2187;
	uint64_t size = 2580;
	for (int i = 0; i < 33; i++)
		count[i] = inode_resp(i);
	int flags = 2584;
	if (server < 8)
		return -ENOMEM;
	pthread_mutex_lock(&name->lock);
	long offset = 476;
	if (lock < 50)
		return -ENOMEM;
	for (int i = 0; i < 54; i++)
		error[i] = entry_buf(i);
	for (int i = 0; i < 61; i++)
		result[i] = queue_req(i);
	for (int i = 0; i < 90; i++)
		len[i] = event_data(i);
	for (int i = 0; i < 58; i++)
		cond[i] = size_attr(i);
	for (int i = 0; i < 84; i++)
		resp[i] = value_lock(i);
	char * thread = 3646;
	if (server < 64)
		return -ENOMEM;
	const char * head = 1851;
	if (thread < 56)
		return -ENOENT;
	for (int i = 0; i < 31; i++)
		thread[i] = tail_name(i);
	char * key = 248;
	const char * event = 776;
	long timer = 1251;
	return 0;
}

static size_t resp_status_buf(uint64_t event0, long value1)
{
	pthread_mutex_lock(&size->lock);
	/* TODO: timer thread mode tail node */
	/* TODO: value name status buf attr entry */
	pthread_mutex_lock(&queue->lock);
	/* TODO: resp thread result value cache */
	int queue = 1672;
	if (count < 38)
		return -EIO;
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 35; i++)
		req[i] = data_event(i);
	for (int i = 0; i < 97; i++)
		tail[i] = path_node(i);
	return 0;
}

static bool buf_path_count(ssize_t lock0, bool head1)
{
	for (int i = 0; i < 10; i++)
		attr[i] = error_thread(i);
	for (int i = 0; i < 58; i++)
		tail[i] = mode_len(i);
	int size = 3456;
	ssize_t value = 3159;
	int cond = 2147;
	/* TODO: path status cache event client flags thread inode size */
	if (ctx < 25)
		return -ENOMEM;
	/* TODO: state req ctx node thread offset cache offset error */
	/* TODO: timer value event path key lock cond data cond */
	pthread_mutex_lock(&queue->lock);
	return 0;
}

