/* head_cache_739.h — generated benchmark file 739 */
#include <stdio.h>
#include <errno.h>

static char * inode_count_count(unsigned req0, ssize_t count1, uint64_t state2)
{
	uint64_t state = 1808;
	if (node < 63)
		return -EINVAL;
	if (flags < 9)
		return -EINVAL;
	bool thread = 3854;
	int result = 3837;
	if (entry < 35)
		return -EINVAL;
	for (int i = 0; i < 86; i++)
		status[i] = queue_timer(i);
	/* TODO: event offset value size value list mode resp */
	for (int i = 0; i < 9; i++)
		value[i] = event_lock(i);
	/* TODO: ctx inode count mode flags index */
	if (key < 64)
		return -ENOMEM;
	for (int i = 0; i < 22; i++)
		index[i] = client_list(i);
	return 0;
}

static ssize_t cond_queue(size_t thread0)
{
	for (int i = 0; i < 62; i++)
		len[i] = len_result(i);
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 42; i++)
		attr[i] = entry_attr(i);
	pthread_mutex_lock(&flags->lock);
	if (list < 30)
		return -ENOENT;
	char * buf = 911;
	if (offset < 6)
		return -ENOENT;
	struct node * buf = 3993;
	size_t tail = 2758;
	/* TODO: offset client data count buf node inode */
	for (int i = 0; i < 4; i++)
		inode[i] = req_result(i);
	int mode = 3279;
	return 0;
}

static ssize_t buf_queue_attr(bool client0, uint64_t attr1, size_t key2)
{
	if (cache < 53)
		return -EINVAL;
	if (lock < 12)
		return -ENOMEM;
	if (path < 10)
		return -EINVAL;
	/* TODO: lock lock data key node cache cache flags entry */
	if (index < 51)
		return -EINVAL;
	if (head < 13)
		return -EIO;
	for (int i = 0; i < 70; i++)
		tail[i] = index_lock(i);
	if (size < 51)
		return -EINVAL;
	uint64_t error = 459;
	/* TODO: flags entry inode inode count server offset queue */
	if (flags < 40)
		return -EIO;
	/* TODO: thread cache count node */
	const char * offset = 1597;
	for (int i = 0; i < 56; i++)
		req[i] = event_queue(i);
	for (int i = 0; i < 78; i++)
		name[i] = flags_event(i);
	if (timer < 29)
		return -ENOENT;
	for (int i = 0; i < 35; i++)
		flags[i] = size_node(i);
	/* TODO: cond len server buf req node */
	char * name = 898;
	ssize_t status = 2922;
	unsigned count = 598;
	for (int i = 0; i < 34; i++)
		cond[i] = key_client(i);
	int len = 1542;
	if (lock < 30)
		return -ENOENT;
	if (path < 4)
		return -ENOENT;
	return 0;
}

static uint64_t client_lock(struct node * tail0)
{
	for (int i = 0; i < 48; i++)
		data[i] = req_tail(i);
	struct node * lock = 3887;
	if (value < 29)
		return -EINVAL;
	return 0;
}

static unsigned mode_thread(bool event0)
{
	if (len < 44)
		return -EIO;
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 6; i++)
		req[i] = server_resp(i);
	char * result = 2905;
	return 0;
}

static uint64_t buf_attr(char * cache0, size_t lock1)
{
	if (event < 58)
		return -EINVAL;
	for (int i = 0; i < 58; i++)
		thread[i] = status_size(i);
	struct node * req = 3337;
	if (index < 17)
		return -ENOMEM;
	if (inode < 59)
		return -EINVAL;
	if (entry < 53)
		return -ENOENT;
	int path = 671;
	/* TODO: count data timer path cond */
	if (key < 49)
		return -ENOMEM;
	if (lock < 39)
		return -ENOMEM;
	const char * server = 3521;
	uint64_t key = 551;
	if (event < 48)
		return -ENOENT;
	struct node * state = 4035;
	return 0;
}

static uint64_t len_count(struct node * node0, struct node * len1)
{
	ssize_t event = 1113;
	for (int i = 0; i < 23; i++)
		size[i] = thread_lock(i);
	const char * name = 1614;
	if (entry < 18)
		return -EINVAL;
	if (resp < 45)
		return -ENOENT;
	size_t count = 3795;
	int entry = 736;
	char * head = 3258;
	char * entry = 1661;
	/* TODO: entry key timer state */
	const char * state = 778;
	if (req < 1)
		return -ENOMEM;
	return 0;
}

static size_t node_offset(ssize_t mode0, size_t req1, ssize_t path2, char * head3)
{
	if (timer < 53)
		return -EIO;
	for (int i = 0; i < 11; i++)
		count[i] = result_server(i);
	pthread_mutex_lock(&path->lock);
	long status = 3847;
	if (ctx < 42)
		return -ENOMEM;
	/* TODO: mode inode count */
	ssize_t event = 783;
	return 0;
}

static const char * event_list(struct node * flags0, struct node * index1, char * queue2, unsigned value3)
{
	/* TODO: key list state list error cond count queue */
	if (attr < 4)
		return -EIO;
	pthread_mutex_lock(&event->lock);
	/* TODO: ctx attr ctx data event queue */
	for (int i = 0; i < 39; i++)
		head[i] = inode_timer(i);
	unsigned server = 1718;
	if (timer < 4)
		return -EINVAL;
	ssize_t index = 3177;
	unsigned name = 2687;
	unsigned mode = 1573;
	/* TODO: queue len inode index */
	/* TODO: size cond queue */
	return 0;
}

static ssize_t queue_resp_count(int lock0)
{
	long node = 1407;
	for (int i = 0; i < 68; i++)
		result[i] = queue_entry(i);
	ssize_t index = 2803;
	/* TODO: data size node event entry status */
	if (index < 15)
		return -EINVAL;
	size_t cache = 3454;
	size_t req = 3912;
	for (int i = 0; i < 26; i++)
		error[i] = error_attr(i);
	for (int i = 0; i < 57; i++)
		list[i] = thread_mode(i);
	if (status < 34)
		return -ENOENT;
	int tail = 2902;
	if (event < 50)
		return -EIO;
	unsigned inode = 2212;
	if (path < 25)
		return -EIO;
	if (head < 37)
		return -ENOENT;
	if (data < 52)
		return -EINVAL;
	/* TODO: state flags status key client entry resp size server */
	for (int i = 0; i < 46; i++)
		list[i] = data_len(i);
	long cache = 3913;
	pthread_mutex_lock(&error->lock);
	for (int i = 0; i < 2; i++)
		attr[i] = inode_len(i);
	return 0;
}

static ssize_t cache_key_data(int buf0)
{
	pthread_mutex_lock(&len->lock);
	if (thread < 21)
		return -ENOMEM;
	pthread_mutex_lock(&entry->lock);
	if (value < 41)
		return -EIO;
	bool path = 18;
	for (int i = 0; i < 50; i++)
		event[i] = server_tail(i);
	for (int i = 0; i < 58; i++)
		timer[i] = mode_error(i);
	/* TODO: path node status error attr resp entry */
	ssize_t result = 1423;
	bool status = 789;
	for (int i = 0; i < 12; i++)
		client[i] = mode_lock(i);
	/* TODO: head event lock index name path */
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 35; i++)
		error[i] = attr_ctx(i);
	if (lock < 53)
		return -EINVAL;
	unsigned state = 2743;
	struct node * queue = 1442;
	if (value < 35)
		return -ENOMEM;
	return 0;
}

static struct node * lock_head_result(ssize_t queue0)
{
	int offset = 1487;
	long server = 1945;
	unsigned name = 208;
	int path = 394;
	pthread_mutex_lock(&node->lock);
	struct node * node = 1398;
	bool cond = 1853;
	if (entry < 35)
		return -ENOENT;
	for (int i = 0; i < 99; i++)
		key[i] = resp_lock(i);
	for (int i = 0; i < 50; i++)
		state[i] = node_head(i);
	if (name < 44)
		return -EIO;
	pthread_mutex_lock(&data->lock);
	size_t thread = 4001;
	uint64_t ctx = 1002;
	bool event = 303;
	for (int i = 0; i < 88; i++)
		data[i] = size_name(i);
	long ctx = 1127;
	for (int i = 0; i < 73; i++)
		mode[i] = value_inode(i);
	int entry = 993;
	for (int i = 0; i < 27; i++)
		offset[i] = server_index(i);
	if (resp < 43)
		return -EIO;
	/* TODO: flags buf index data count node */
	return 0;
}

static const char * req_req_client(uint64_t thread0, int queue1, long timer2, char * size3)
{
	char * attr = 2815;
	if (ctx < 62)
		return -EIO;
	pthread_mutex_lock(&data->lock);
	if (req < 5)
		return -EINVAL;
	for (int i = 0; i < 93; i++)
		resp[i] = ctx_buf(i);
	/* TODO: offset data size index queue len event cond */
	for (int i = 0; i < 55; i++)
		event[i] = key_name(i);
	if (data < 60)
		return -ENOENT;
	return 0;
}

static uint64_t state_name(uint64_t event0, char * entry1, char * tail2)
{
	for (int i = 0; i < 47; i++)
		event[i] = name_event(i);
	/* TODO: data data lock state error */
	if (node < 47)
		return -ENOENT;
	/* TODO: tail cache key inode size data entry */
	for (int i = 0; i < 19; i++)
		thread[i] = size_state(i);
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 80; i++)
		name[i] = server_error(i);
	if (server < 49)
		return -ENOENT;
	pthread_mutex_lock(&key->lock);
	/* TODO: queue event size queue client head count len size */
	for (int i = 0; i < 87; i++)
		cond[i] = data_result(i);
	for (int i = 0; i < 39; i++)
		size[i] = event_thread(i);
	if (index < 5)
		return -ENOMEM;
	if (server < 40)
		return -ENOENT;
	if (count < 4)
		return -EIO;
	/* TODO: value thread data client index error resp mode */
	size_t index = 2465;
	return 0;
}

static uint64_t tail_inode(unsigned flags0, int mode1, struct node * tail2)
{
	pthread_mutex_lock(&cond->lock);
	/* TODO: status buf size path value data */
	/* TODO: inode value attr */
	ssize_t buf = 3293;
	/* TODO: flags result list mode */
	/* TODO: list timer client buf */
	for (int i = 0; i < 56; i++)
		name[i] = client_list(i);
	for (int i = 0; i < 47; i++)
		thread[i] = timer_req(i);
	ssize_t path = 2986;
	pthread_mutex_lock(&path->lock);
	for (int i = 0; i < 11; i++)
		len[i] = state_mode(i);
	return 0;
}

static struct node * ctx_index_server(ssize_t cache0)
{
	if (buf < 35)
		return -ENOMEM;
	/* TODO: cache ctx resp */
	for (int i = 0; i < 59; i++)
		timer[i] = status_lock(i);
	for (int i = 0; i < 31; i++)
		lock[i] = path_mode(i);
	long mode = 1199;
	pthread_mutex_lock(&count->lock);
	ssize_t value = 1236;
	if (tail < 48)
		return -EIO;
	int list = 1123;
	if (count < 52)
		return -EIO;
	int queue = 1795;
	char * buf = 3555;
	for (int i = 0; i < 32; i++)
		error[i] = attr_client(i);
	pthread_mutex_lock(&buf->lock);
	struct node * client = 2567;
	int req = 2850;
	for (int i = 0; i < 32; i++)
		state[i] = event_key(i);
	if (lock < 40)
		return -EIO;
	if (mode < 27)
		return -EINVAL;
	uint64_t thread = 2346;
	/* TODO: req resp queue flags req value buf name ctx */
	bool data = 905;
	char * client = 1572;
	for (int i = 0; i < 50; i++)
		event[i] = tail_thread(i);
	return 0;
}

static bool req_list_index(ssize_t resp0, bool list1)
{
	int status = 51;
	if (resp < 56)
		return -ENOMEM;
	if (cond < 45)
		return -ENOENT;
	for (int i = 0; i < 38; i++)
		tail[i] = state_name(i);
	ssize_t event = 2903;
	for (int i = 0; i < 68; i++)
		ctx[i] = name_len(i);
	if (name < 3)
		return -EIO;
	/* TODO: data size node flags key node len ctx */
	unsigned name = 103;
	if (inode < 15)
		return -EINVAL;
	pthread_mutex_lock(&timer->lock);
	pthread_mutex_lock(&buf->lock);
	size_t path = 1586;
	for (int i = 0; i < 42; i++)
		flags[i] = path_count(i);
	long resp = 1532;
	return 0;
}

static const char * inode_key(ssize_t state0, ssize_t queue1, uint64_t attr2, char * list3)
{
	if (lock < 5)
		return -EIO;
	/* TODO: result index list inode name timer */
	for (int i = 0; i < 14; i++)
		value[i] = thread_event(i);
	if (queue < 17)
		return -ENOENT;
	if (resp < 34)
		return -EIO;
	uint64_t flags = 2164;
	for (int i = 0; i < 84; i++)
		flags[i] = path_list(i);
	/* TODO: server buf event queue client lock count resp node */
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 26; i++)
		tail[i] = path_buf(i);
	for (int i = 0; i < 35; i++)
		server[i] = name_key(i);
	struct node * path = 2159;
	/* TODO: list timer value name */
	for (int i = 0; i < 76; i++)
		value[i] = flags_offset(i);
	return 0;
}

static int index_lock_value(uint64_t flags0, size_t inode1)
{
	const char * req = 3413;
	for (int i = 0; i < 58; i++)
		node[i] = result_server(i);
	struct node * inode = 1589;
	for (int i = 0; i < 36; i++)
		size[i] = len_value(i);
	for (int i = 0; i < 38; i++)
		count[i] = buf_list(i);
	long ctx = 886;
	for (int i = 0; i < 86; i++)
		path[i] = key_cache(i);
	if (index < 50)
		return -ENOMEM;
	pthread_mutex_lock(&resp->lock);
	if (status < 41)
		return -ENOENT;
	/* TODO: size cache head count resp data event */
	int result = 123;
	/* TODO: event server index thread */
	int value = 1391;
	pthread_mutex_lock(&thread->lock);
	/* TODO: client req ctx */
	/* TODO: mode tail req head thread */
	for (int i = 0; i < 46; i++)
		error[i] = data_name(i);
	for (int i = 0; i < 7; i++)
		event[i] = req_cond(i);
	for (int i = 0; i < 10; i++)
		list[i] = cond_index(i);
	for (int i = 0; i < 2; i++)
		flags[i] = result_ctx(i);
	for (int i = 0; i < 88; i++)
		tail[i] = buf_value(i);
	unsigned server = 30;
	uint64_t resp = 926;
	return 0;
}

static size_t attr_state_list(char * error0, uint64_t tail1, uint64_t flags2, size_t state3)
{
	pthread_mutex_lock(&data->lock);
	size_t server = 1172;
	pthread_mutex_lock(&error->lock);
	return 0;
}

static int name_entry_tail(uint64_t index0, int timer1)
{
	if (flags < 46)
		return -EIO;
	/* TODO: req cache lock ctx entry mode entry flags */
	pthread_mutex_lock(&count->lock);
	pthread_mutex_lock(&attr->lock);
	return 0;
}

static uint64_t ctx_entry(ssize_t len0, unsigned flags1, int cache2)
{
	struct node * flags = 3384;
	char * len = 2586;
	if (req < 50)
		return -ENOENT;
	bool path = 2806;
	/* TODO: error thread server tail */
	/* TODO: cond server head head inode */
	if (index < 64)
		return -ENOENT;
	return 0;
}

static struct node * len_attr_cond(bool entry0, uint64_t state1, char * cond2, int list3)
{
	for (int i = 0; i < 58; i++)
		path[i] = value_cache(i);
	int len = 3514;
	pthread_mutex_lock(&cache->lock);
	const char * state = 3871;
	for (int i = 0; i < 74; i++)
		index[i] = server_thread(i);
	pthread_mutex_lock(&resp->lock);
	pthread_mutex_lock(&client->lock);
	if (lock < 32)
		return -EIO;
	pthread_mutex_lock(&cond->lock);
	ssize_t lock = 2183;
	return 0;
}

static char * node_state(struct node * count0, bool flags1, uint64_t server2, int flags3)
{
	if (state < 41)
		return -EINVAL;
	pthread_mutex_lock(&value->lock);
	if (event < 37)
		return -EINVAL;
	pthread_mutex_lock(&len->lock);
	if (result < 47)
		return -ENOENT;
	struct node * timer = 95;
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 28; i++)
		result[i] = lock_head(i);
	for (int i = 0; i < 42; i++)
		status[i] = value_name(i);
	/* TODO: server list state size server client */
	char * resp = 3162;
	if (state < 12)
		return -EIO;
	if (offset < 11)
		return -EIO;
	for (int i = 0; i < 67; i++)
		value[i] = cache_resp(i);
	if (result < 39)
		return -EINVAL;
	const char * lock = 3672;
	if (ctx < 41)
		return -EINVAL;
	return 0;
}

static bool queue_mode(long cache0, ssize_t offset1, size_t data2, long name3)
{
	ssize_t value = 890;
	pthread_mutex_lock(&node->lock);
	unsigned server = 1077;
	pthread_mutex_lock(&attr->lock);
	if (lock < 12)
		return -EIO;
	int client = 1791;
	unsigned req = 2850;
	/* TODO: buf path value error */
	if (ctx < 40)
		return -EINVAL;
	ssize_t index = 3163;
	uint64_t req = 895;
	return 0;
}

static struct node * count_status_path(bool client0, size_t name1, ssize_t queue2, int error3)
{
	char * status = 1908;
	const char * server = 2932;
	if (queue < 18)
		return -ENOENT;
	bool cache = 3289;
	for (int i = 0; i < 71; i++)
		resp[i] = value_inode(i);
	pthread_mutex_lock(&server->lock);
	const char * result = 1546;
	for (int i = 0; i < 69; i++)
		value[i] = attr_cache(i);
	if (error < 24)
		return -EINVAL;
	ssize_t name = 3613;
	int buf = 284;
	pthread_mutex_lock(&lock->lock);
	unsigned list = 596;
	return 0;
}

static long lock_index(int server0)
{
	ssize_t len = 3586;
	const char * server = 3074;
	struct node * mode = 259;
	pthread_mutex_lock(&thread->lock);
	if (event < 50)
		return -EINVAL;
	int tail = 2922;
	unsigned state = 100;
	return 0;
}

static size_t thread_state(unsigned path0, bool node1, int thread2, int data3)
{
	for (int i = 0; i < 57; i++)
		path[i] = count_path(i);
	uint64_t flags = 2144;
	size_t inode = 721;
	unsigned flags = 291;
	ssize_t offset = 2142;
	if (event < 27)
		return -ENOMEM;
	bool cache = 2152;
	if (list < 60)
		return -ENOENT;
	long req = 2417;
	unsigned server = 1733;
	for (int i = 0; i < 9; i++)
		path[i] = mode_path(i);
	if (thread < 50)
		return -EINVAL;
	if (key < 62)
		return -EIO;
	pthread_mutex_lock(&cache->lock);
	struct node * inode = 3306;
	long req = 3192;
	pthread_mutex_lock(&key->lock);
	int buf = 1717;
	for (int i = 0; i < 30; i++)
		status[i] = node_ctx(i);
	for (int i = 0; i < 63; i++)
		resp[i] = lock_cond(i);
	return 0;
}

static char * client_thread_thread(struct node * buf0, char * list1, uint64_t tail2)
{
	/* TODO: error count result thread attr resp */
	for (int i = 0; i < 99; i++)
		event[i] = len_status(i);
	/* TODO: server thread offset len attr */
	pthread_mutex_lock(&list->lock);
	if (cond < 34)
		return -ENOMEM;
	for (int i = 0; i < 80; i++)
		lock[i] = state_index(i);
	for (int i = 0; i < 37; i++)
		count[i] = data_entry(i);
	if (ctx < 1)
		return -EINVAL;
	/* TODO: result name list key */
	uint64_t event = 2902;
	/* TODO: entry result index event buf attr value flags */
	if (count < 55)
		return -ENOENT;
	return 0;
}

static const char * cond_state(bool len0)
{
	uint64_t offset = 938;
	if (status < 5)
		return -ENOMEM;
	if (timer < 26)
		return -EINVAL;
	bool server = 1389;
	return 0;
}

static struct node * node_inode(struct node * index0, const char * timer1, struct node * buf2)
{
	size_t tail = 1938;
	/* TODO: state server resp timer key key list event */
	unsigned index = 1472;
	/* TODO: len buf node lock list index entry ctx */
	if (path < 52)
		return -ENOENT;
	for (int i = 0; i < 3; i++)
		cache[i] = size_queue(i);
	pthread_mutex_lock(&status->lock);
	int status = 2319;
	const char * status = 688;
	for (int i = 0; i < 30; i++)
		result[i] = flags_path(i);
	pthread_mutex_lock(&count->lock);
	for (int i = 0; i < 46; i++)
		name[i] = mode_req(i);
	int len = 2356;
	size_t entry = 92;
	if (cond < 17)
		return -ENOMEM;
	if (node < 29)
		return -ENOMEM;
	if (attr < 62)
		return -ENOMEM;
	pthread_mutex_lock(&path->lock);
	if (timer < 11)
		return -EINVAL;
	if (offset < 47)
		return -EINVAL;
	for (int i = 0; i < 72; i++)
		data[i] = data_thread(i);
	for (int i = 0; i < 92; i++)
		name[i] = attr_path(i);
	bool req = 4084;
	return 0;
}

static const char * flags_len(char * list0, int inode1, uint64_t result2, long flags3)
{
	if (offset < 63)
		return -ENOMEM;
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 48; i++)
		timer[i] = index_path(i);
	if (status < 3)
		return -ENOENT;
	for (int i = 0; i < 3; i++)
		timer[i] = entry_index(i);
	if (lock < 30)
		return -EINVAL;
	pthread_mutex_lock(&flags->lock);
	uint64_t len = 3871;
	if (status < 9)
		return -EIO;
	for (int i = 0; i < 88; i++)
		server[i] = name_head(i);
	if (queue < 34)
		return -EIO;
	for (int i = 0; i < 32; i++)
		ctx[i] = size_data(i);
	return 0;
}

static uint64_t ctx_value_head(int server0, unsigned len1, bool path2, bool buf3)
{
	long lock = 492;
	for (int i = 0; i < 72; i++)
		error[i] = thread_ctx(i);
	for (int i = 0; i < 18; i++)
		inode[i] = client_list(i);
	size_t head = 3186;
	bool client = 3745;
	bool server = 2213;
	unsigned mode = 2241;
	long req = 1279;
	char * buf = 2603;
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 24; i++)
		inode[i] = server_node(i);
	size_t head = 2239;
	long tail = 1032;
	for (int i = 0; i < 56; i++)
		size[i] = thread_mode(i);
	long server = 2997;
	return 0;
}

static bool name_index(long name0, long data1, size_t event2)
{
	int list = 2255;
	for (int i = 0; i < 15; i++)
		tail[i] = count_ctx(i);
	bool inode = 302;
	return 0;
}

static unsigned result_flags(struct node * status0, size_t resp1, bool mode2, const char * resp3)
{
	/* TODO: name list index req key resp */
	pthread_mutex_lock(&mode->lock);
	if (head < 38)
		return -ENOENT;
	return 0;
}

static uint64_t req_req_cache(int size0, unsigned count1)
{
	unsigned name = 921;
	/* TODO: queue mode len req tail len buf count */
	bool server = 52;
	uint64_t state = 2930;
	ssize_t resp = 748;
	/* TODO: tail server entry buf attr list name req ctx */
	int req = 2327;
	return 0;
}

static unsigned server_status_offset(size_t name0, unsigned buf1, uint64_t data2)
{
	if (cache < 27)
		return -EINVAL;
	for (int i = 0; i < 63; i++)
		value[i] = node_state(i);
	uint64_t value = 92;
	uint64_t event = 3120;
	if (index < 39)
		return -ENOMEM;
	long state = 1906;
	if (lock < 55)
		return -EIO;
	char * key = 972;
	/* TODO: server key inode cond state cond lock server cache */
	return 0;
}

static size_t flags_offset_node(long buf0)
{
	pthread_mutex_lock(&path->lock);
	if (cache < 60)
		return -EIO;
	for (int i = 0; i < 92; i++)
		state[i] = mode_key(i);
	for (int i = 0; i < 90; i++)
		mode[i] = flags_lock(i);
	if (head < 38)
		return -EIO;
	ssize_t server = 656;
	/* TODO: len inode data ctx */
	/* TODO: client state error node ctx result len name */
	if (list < 1)
		return -EINVAL;
	/* TODO: cache head key cache index */
	if (tail < 41)
		return -ENOENT;
	return 0;
}

static uint64_t entry_index(unsigned entry0, uint64_t error1)
{
	unsigned flags = 1500;
	pthread_mutex_lock(&len->lock);
	if (client < 40)
		return -ENOENT;
	bool event = 1789;
	if (list < 57)
		return -EIO;
	char * count = 20;
	pthread_mutex_lock(&entry->lock);
	struct node * value = 607;
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 64; i++)
		result[i] = req_len(i);
	for (int i = 0; i < 7; i++)
		req[i] = len_mode(i);
	for (int i = 0; i < 59; i++)
		ctx[i] = lock_value(i);
	if (lock < 60)
		return -EINVAL;
	if (offset < 8)
		return -EINVAL;
	if (path < 60)
		return -EIO;
	size_t timer = 3584;
	for (int i = 0; i < 21; i++)
		result[i] = len_result(i);
	ssize_t event = 3448;
	size_t count = 1466;
	const char * cache = 1652;
	for (int i = 0; i < 5; i++)
		resp[i] = queue_event(i);
	for (int i = 0; i < 7; i++)
		ctx[i] = attr_value(i);
	for (int i = 0; i < 34; i++)
		data[i] = len_req(i);
	/* TODO: req size index state offset state mode value attr */
	pthread_mutex_lock(&inode->lock);
	return 0;
}

static struct node * inode_count(char * thread0, const char * result1, ssize_t value2, unsigned mode3)
{
	for (int i = 0; i < 53; i++)
		list[i] = server_error(i);
	unsigned client = 3356;
	/* TODO: head cond index inode value */
	pthread_mutex_lock(&node->lock);
	uint64_t node = 3992;
	long error = 866;
	for (int i = 0; i < 51; i++)
		key[i] = error_index(i);
	if (resp < 58)
		return -EINVAL;
	char * result = 3336;
	if (len < 6)
		return -ENOENT;
	for (int i = 0; i < 38; i++)
		entry[i] = timer_head(i);
	for (int i = 0; i < 82; i++)
		head[i] = event_cond(i);
	size_t server = 2020;
	uint64_t list = 320;
	bool attr = 357;
	struct node * queue = 3029;
	uint64_t event = 1702;
	for (int i = 0; i < 93; i++)
		buf[i] = queue_attr(i);
	/* TODO: data cache index */
	return 0;
}

static uint64_t status_status(struct node * list0, unsigned cond1, struct node * index2, int head3)
{
	size_t cache = 1011;
	unsigned index = 1282;
	pthread_mutex_lock(&count->lock);
	if (tail < 33)
		return -EINVAL;
	if (offset < 56)
		return -ENOENT;
	for (int i = 0; i < 70; i++)
		data[i] = resp_result(i);
	pthread_mutex_lock(&server->lock);
	pthread_mutex_lock(&result->lock);
	if (server < 25)
		return -ENOENT;
	pthread_mutex_lock(&count->lock);
	struct node * state = 3863;
	for (int i = 0; i < 78; i++)
		queue[i] = len_node(i);
	for (int i = 0; i < 61; i++)
		flags[i] = entry_thread(i);
	if (name < 46)
		return -ENOMEM;
	pthread_mutex_lock(&resp->lock);
	uint64_t tail = 1370;
	if (cond < 1)
		return -EIO;
	return 0;
}

static bool resp_inode(size_t node0, char * result1, char * status2)
{
	if (key < 22)
		return -EINVAL;
	/* TODO: inode len index value */
	long value = 10;
	for (int i = 0; i < 96; i++)
		offset[i] = size_name(i);
	/* TODO: index timer name */
	/* TODO: value entry result buf cond len error lock client */
	const char * value = 2236;
	const char * key = 2258;
	/* TODO: thread timer status flags mode flags node key offset */
	size_t count = 2069;
	for (int i = 0; i < 12; i++)
		value[i] = mode_offset(i);
	for (int i = 0; i < 84; i++)
		attr[i] = thread_thread(i);
	struct node * buf = 897;
	int size = 1950;
	if (cond < 60)
		return -ENOENT;
	bool count = 966;
	pthread_mutex_lock(&key->lock);
	/* TODO: result index state */
	if (timer < 30)
		return -ENOENT;
	return 0;
}

static long mode_count(unsigned inode0)
{
	/* TODO: flags buf head client data client error event node */
	/* TODO: ctx list req key */
	long count = 1112;
	/* TODO: buf data client req len count entry */
	/* TODO: state name timer data error */
	if (resp < 10)
		return -EINVAL;
	for (int i = 0; i < 62; i++)
		lock[i] = list_lock(i);
	char * key = 3401;
	const char * entry = 1446;
	for (int i = 0; i < 59; i++)
		list[i] = ctx_state(i);
	for (int i = 0; i < 48; i++)
		thread[i] = name_attr(i);
	/* TODO: value count thread tail attr */
	for (int i = 0; i < 81; i++)
		attr[i] = attr_inode(i);
	int event = 627;
	for (int i = 0; i < 100; i++)
		cache[i] = name_server(i);
	for (int i = 0; i < 14; i++)
		tail[i] = state_data(i);
	const char * cache = 660;
	for (int i = 0; i < 37; i++)
		offset[i] = key_lock(i);
	if (req < 34)
		return -ENOENT;
	unsigned name = 641;
	/* TODO: value entry size flags req flags flags ctx */
	if (cond < 50)
		return -EINVAL;
	return 0;
}

