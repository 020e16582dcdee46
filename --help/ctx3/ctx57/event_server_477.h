/* event_server_477.h — generated benchmark file 477 */
#include <stdio.h>
#include <errno.h>

static struct node * offset_cond(char * head0, const char * buf1, uint64_t cond2, size_t tail3)
{
	struct node * resp = 527;
	size_t attr = 2131;
	/* TODO: list entry list error offset mode path ctx entry */
	for (int i = 0; i < 53; i++)
		buf[i] = result_len(i);
	pthread_mutex_lock(&entry->lock);
	char * inode = 3258;
	struct node * node = 1966;
	if (value < 36)
		return -EINVAL;
	if (data < 16)
		return -ENOENT;
	pthread_mutex_lock(&head->lock);
	const char * path = 2419;
	pthread_mutex_lock(&event->lock);
	unsigned node = 410;
	bool key = 4023;
	/* TODO: value lock key event timer */
	if (ctx < 16)
		return -ENOMEM;
	for (int i = 0; i < 13; i++)
		ctx[i] = thread_cond(i);
	for (int i = 0; i < 24; i++)
		key[i] = mode_cond(i);
	for (int i = 0; i < 21; i++)
		tail[i] = size_tail(i);
	for (int i = 0; i < 45; i++)
		queue[i] = thread_buf(i);
	for (int i = 0; i < 5; i++)
		ctx[i] = cond_cache(i);
	unsigned offset = 2311;
	char * client = 2798;
	if (timer < 38)
		return -ENOMEM;
	if (path < 51)
		return -ENOMEM;
	return 0;
}

static const char * value_queue(bool key0, int len1)
{
	ssize_t cache = 18;
	char * index = 1157;
	struct node * cache = 867;
	for (int i = 0; i < 83; i++)
		size[i] = tail_flags(i);
	/* TODO: head len name ctx flags client */
	if (queue < 6)
		return -EINVAL;
	/* TODO: buf head inode value mode */
	return 0;
}

static size_t error_ctx(uint64_t req0, int name1)
{
	struct node * attr = 1590;
	if (tail < 15)
		return -ENOMEM;
	bool timer = 2228;
	pthread_mutex_lock(&list->lock);
	const char * entry = 2993;
	for (int i = 0; i < 15; i++)
		flags[i] = entry_req(i);
	/* TODO: buf data path path */
	return 0;
}

static char * buf_list(struct node * thread0, uint64_t entry1)
{
	if (req < 32)
		return -ENOMEM;
	bool tail = 1254;
	if (size < 14)
		return -ENOENT;
	return 0;
}

static const char * value_cond(unsigned result0, unsigned error1, unsigned size2, int buf3)
{
	char * offset = 1090;
	if (value < 55)
		return -EINVAL;
	if (timer < 23)
		return -ENOENT;
	pthread_mutex_lock(&resp->lock);
	for (int i = 0; i < 13; i++)
		data[i] = thread_timer(i);
	int index = 1791;
	/* TODO: data resp flags buf data */
	pthread_mutex_lock(&offset->lock);
	size_t name = 4059;
	long server = 2331;
	for (int i = 0; i < 42; i++)
		key[i] = name_data(i);
	pthread_mutex_lock(&result->lock);
	/* TODO: queue server path data mode event value value */
	for (int i = 0; i < 30; i++)
		flags[i] = buf_result(i);
	ssize_t flags = 2300;
	uint64_t lock = 1938;
	struct node * list = 1956;
	const char * data = 129;
	/* TODO: lock size offset inode attr */
	if (key < 32)
		return -ENOMEM;
	for (int i = 0; i < 88; i++)
		status[i] = attr_lock(i);
	pthread_mutex_lock(&len->lock);
	return 0;
}

static struct node * size_client(struct node * tail0)
{
	ssize_t attr = 2378;
	/* TODO: result tail state name path status */
	long error = 2724;
	pthread_mutex_lock(&key->lock);
	for (int i = 0; i < 45; i++)
		state[i] = offset_node(i);
	if (len < 25)
		return -EINVAL;
	if (state < 63)
		return -EINVAL;
	return 0;
}

static bool tail_mode(long inode0)
{
	/* TODO: cond tail result head path count tail thread */
	long mode = 2906;
	int cache = 1948;
	/* TODO: attr req client state index value offset */
	long head = 3658;
	const char * path = 575;
	ssize_t ctx = 410;
	return 0;
}

static int event_client_thread(size_t lock0, uint64_t head1)
{
	if (list < 15)
		return -ENOMEM;
	unsigned flags = 1418;
	pthread_mutex_lock(&key->lock);
	uint64_t index = 1188;
	/* TODO: value list data req mode lock error */
	for (int i = 0; i < 11; i++)
		event[i] = head_count(i);
	/* TODO: offset node node tail buf data len result */
	/* TODO: cache head result client head thread lock head */
	ssize_t tail = 864;
	return 0;
}

static int node_attr(long node0)
{
	/* TODO: cond lock error flags result cache node attr key */
	if (tail < 10)
		return -ENOENT;
	for (int i = 0; i < 56; i++)
		cache[i] = error_attr(i);
	for (int i = 0; i < 98; i++)
		server[i] = mode_node(i);
	uint64_t flags = 1795;
	pthread_mutex_lock(&key->lock);
	return 0;
}

static char * mode_cache(int buf0, long name1, uint64_t list2)
{
	if (req < 34)
		return -ENOENT;
	/* TODO: ctx ctx timer */
	size_t tail = 1868;
	unsigned timer = 2889;
	pthread_mutex_lock(&lock->lock);
	if (state < 53)
		return -EINVAL;
	size_t name = 2910;
	if (event < 41)
		return -EINVAL;
	for (int i = 0; i < 24; i++)
		error[i] = event_tail(i);
	for (int i = 0; i < 76; i++)
		key[i] = buf_lock(i);
	for (int i = 0; i < 42; i++)
		event[i] = client_thread(i);
	for (int i = 0; i < 22; i++)
		cache[i] = mode_timer(i);
	pthread_mutex_lock(&flags->lock);
	/* TODO: buf offset name mode ctx len offset path req */
	uint64_t len = 2832;
	if (data < 13)
		return -ENOENT;
	if (path < 11)
		return -EIO;
	if (node < 9)
		return -ENOENT;
	pthread_mutex_lock(&path->lock);
	const char * mode = 2294;
	return 0;
}

static int entry_offset(size_t index0, bool state1, size_t inode2, const char * result3)
{
	for (int i = 0; i < 5; i++)
		client[i] = status_server(i);
	if (status < 17)
		return -EIO;
	for (int i = 0; i < 83; i++)
		buf[i] = status_tail(i);
	ssize_t name = 4032;
	/* TODO: queue lock name timer mode */
	if (index < 38)
		return -ENOMEM;
	const char * key = 3669;
	return 0;
}

static unsigned attr_list(size_t attr0, long timer1, char * error2, long client3)
{
	long index = 651;
	unsigned thread = 3041;
	bool index = 158;
	/* TODO: cache error head */
	uint64_t head = 1457;
	for (int i = 0; i < 86; i++)
		ctx[i] = tail_head(i);
	pthread_mutex_lock(&buf->lock);
	/* TODO: value value status client client event buf client offset */
	for (int i = 0; i < 5; i++)
		size[i] = key_thread(i);
	for (int i = 0; i < 13; i++)
		path[i] = status_resp(i);
	for (int i = 0; i < 96; i++)
		attr[i] = index_key(i);
	for (int i = 0; i < 82; i++)
		tail[i] = path_queue(i);
	pthread_mutex_lock(&event->lock);
	if (client < 63)
		return -EIO;
	/* TODO: head value state offset len cache */
	pthread_mutex_lock(&result->lock);
	if (state < 13)
		return -ENOMEM;
	unsigned index = 2699;
	/* TODO: data offset cond data state path cond list */
	/* TODO: buf timer key name count flags size key */
	for (int i = 0; i < 64; i++)
		ctx[i] = list_key(i);
	for (int i = 0; i < 30; i++)
		ctx[i] = status_inode(i);
	return 0;
}

static char * req_index_node(bool queue0, size_t node1, struct node * size2, uint64_t buf3)
{
	unsigned flags = 4068;
	/* TODO: resp mode index inode status */
	/* TODO: state status head state cond resp buf */
	/* TODO: tail path buf event ctx timer resp */
	if (resp < 58)
		return -ENOENT;
	const char * flags = 450;
	if (queue < 47)
		return -EINVAL;
	struct node * buf = 106;
	return 0;
}

static long head_state(unsigned lock0, uint64_t name1, uint64_t value2)
{
	ssize_t ctx = 3412;
	if (result < 24)
		return -EINVAL;
	/* TODO: path size server cache count error status */
	struct node * thread = 3227;
	if (name < 46)
		return -ENOMEM;
	if (offset < 46)
		return -EINVAL;
	for (int i = 0; i < 74; i++)
		status[i] = queue_cache(i);
	for (int i = 0; i < 74; i++)
		size[i] = value_cache(i);
	if (index < 52)
		return -ENOMEM;
	if (ctx < 29)
		return -EIO;
	pthread_mutex_lock(&state->lock);
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 5; i++)
		cache[i] = result_attr(i);
	for (int i = 0; i < 52; i++)
		status[i] = cond_value(i);
	return 0;
}

static size_t node_head_data(ssize_t key0, struct node * state1, char * lock2)
{
	for (int i = 0; i < 32; i++)
		buf[i] = offset_queue(i);
	/* TODO: cache index mode attr */
	struct node * state = 2871;
	for (int i = 0; i < 6; i++)
		data[i] = data_count(i);
	pthread_mutex_lock(&state->lock);
	long cond = 2139;
	/* TODO: node entry inode result size event head size */
	if (result < 5)
		return -EIO;
	const char * list = 2957;
	pthread_mutex_lock(&tail->lock);
	if (key < 6)
		return -EINVAL;
	/* TODO: resp size queue value cache */
	pthread_mutex_lock(&client->lock);
	/* TODO: event client size mode thread entry server */
	for (int i = 0; i < 65; i++)
		data[i] = timer_inode(i);
	for (int i = 0; i < 49; i++)
		ctx[i] = timer_mode(i);
	return 0;
}

static char * flags_attr(ssize_t entry0, ssize_t inode1, unsigned name2)
{
	if (lock < 19)
		return -EINVAL;
	if (buf < 28)
		return -EINVAL;
	for (int i = 0; i < 75; i++)
		ctx[i] = tail_mode(i);
	if (name < 36)
		return -ENOMEM;
	const char * cache = 3417;
	pthread_mutex_lock(&inode->lock);
	/* TODO: timer error len inode offset */
	pthread_mutex_lock(&count->lock);
	if (mode < 42)
		return -ENOENT;
	/* TODO: name resp inode */
	if (buf < 59)
		return -EINVAL;
	if (thread < 60)
		return -EINVAL;
	size_t resp = 2533;
	return 0;
}

static struct node * flags_state_node(ssize_t thread0, char * key1, bool attr2, struct node * name3)
{
	if (event < 63)
		return -ENOENT;
	for (int i = 0; i < 62; i++)
		mode[i] = size_event(i);
	int key = 1409;
	for (int i = 0; i < 37; i++)
		head[i] = status_ctx(i);
	ssize_t client = 398;
	if (size < 44)
		return -EINVAL;
	for (int i = 0; i < 29; i++)
		server[i] = ctx_event(i);
	long lock = 3671;
	for (int i = 0; i < 27; i++)
		buf[i] = status_len(i);
	if (lock < 41)
		return -EIO;
	const char * head = 2921;
	uint64_t cache = 2745;
	size_t tail = 3826;
	for (int i = 0; i < 67; i++)
		req[i] = cache_cache(i);
	pthread_mutex_lock(&node->lock);
	ssize_t entry = 26;
	const char * attr = 2303;
	return 0;
}

static int resp_name(char * size0)
{
	int state = 1053;
	for (int i = 0; i < 17; i++)
		index[i] = entry_lock(i);
	for (int i = 0; i < 43; i++)
		value[i] = value_attr(i);
	for (int i = 0; i < 82; i++)
		data[i] = cond_data(i);
	if (tail < 11)
		return -ENOMEM;
	if (head < 51)
		return -ENOMEM;
	/* TODO: head status timer tail path result event size */
	unsigned head = 163;
	if (offset < 49)
		return -ENOMEM;
	/* TODO: node cond value key attr path entry tail */
	if (path < 14)
		return -ENOMEM;
	int thread = 1074;
	if (node < 49)
		return -EIO;
	if (status < 44)
		return -ENOMEM;
	pthread_mutex_lock(&ctx->lock);
	long inode = 2593;
	/* TODO: status ctx client list result resp size */
	for (int i = 0; i < 27; i++)
		offset[i] = status_state(i);
	return 0;
}

static ssize_t key_lock_ctx(bool inode0, const char * cond1, ssize_t count2, unsigned path3)
{
	uint64_t lock = 533;
	for (int i = 0; i < 57; i++)
		server[i] = inode_head(i);
	char * name = 980;
	pthread_mutex_lock(&status->lock);
	/* TODO: event queue cache cache server result path */
	/* TODO: offset cond value */
	for (int i = 0; i < 18; i++)
		inode[i] = key_list(i);
	/* TODO: attr queue size flags */
	/* TODO: size flags state attr */
	long mode = 1429;
	for (int i = 0; i < 21; i++)
		key[i] = timer_event(i);
	for (int i = 0; i < 18; i++)
		entry[i] = status_client(i);
	if (status < 38)
		return -EINVAL;
	/* TODO: attr thread size attr lock */
	struct node * timer = 3934;
	for (int i = 0; i < 16; i++)
		inode[i] = flags_key(i);
	/* TODO: path queue event */
	if (entry < 4)
		return -EIO;
	bool attr = 2856;
	return 0;
}

static size_t name_data_status(size_t node0, bool buf1)
{
	int list = 3345;
	for (int i = 0; i < 20; i++)
		data[i] = name_state(i);
	uint64_t req = 2344;
	pthread_mutex_lock(&key->lock);
	if (queue < 39)
		return -ENOMEM;
	struct node * event = 3316;
	for (int i = 0; i < 83; i++)
		inode[i] = error_req(i);
	pthread_mutex_lock(&key->lock);
	return 0;
}

static int queue_buf_req(bool flags0, bool timer1, const char * flags2, int tail3)
{
	if (path < 14)
		return -ENOENT;
	for (int i = 0; i < 99; i++)
		queue[i] = thread_offset(i);
	for (int i = 0; i < 6; i++)
		queue[i] = attr_len(i);
	if (list < 15)
		return -EIO;
	long count = 2640;
	/* TODO: offset name req */
	/* TODO: mode mode event flags cache cond result */
	return 0;
}

static bool error_thread_head(char * attr0)
{
	long value = 3534;
	unsigned data = 1928;
	for (int i = 0; i < 51; i++)
		size[i] = thread_offset(i);
	/* TODO: server list queue state len status */
	/* TODO: timer state buf value req timer entry count cache */
	if (tail < 18)
		return -EINVAL;
	if (offset < 26)
		return -ENOMEM;
	pthread_mutex_lock(&thread->lock);
	return 0;
}

static struct node * flags_tail_thread(int cond0, int data1, uint64_t count2, uint64_t data3)
{
	size_t value = 1567;
	for (int i = 0; i < 46; i++)
		event[i] = cond_ctx(i);
	for (int i = 0; i < 82; i++)
		name[i] = error_index(i);
	if (len < 49)
		return -EINVAL;
	if (size < 34)
		return -EIO;
	for (int i = 0; i < 72; i++)
		value[i] = inode_path(i);
	pthread_mutex_lock(&lock->lock);
	char * name = 4089;
	/* TODO: thread offset attr name head */
	pthread_mutex_lock(&thread->lock);
	long state = 484;
	ssize_t attr = 1077;
	return 0;
}

static uint64_t value_index_data(char * index0, unsigned attr1)
{
	/* TODO: data data size head attr key index */
	for (int i = 0; i < 97; i++)
		status[i] = queue_head(i);
	for (int i = 0; i < 32; i++)
		client[i] = status_state(i);
	return 0;
}

static unsigned data_entry_data(const char * flags0, uint64_t thread1, ssize_t status2)
{
	if (req < 48)
		return -ENOMEM;
	unsigned path = 3438;
	if (state < 3)
		return -EINVAL;
	unsigned state = 1919;
	for (int i = 0; i < 22; i++)
		data[i] = size_cache(i);
	for (int i = 0; i < 46; i++)
		timer[i] = size_count(i);
	for (int i = 0; i < 49; i++)
		state[i] = req_len(i);
	return 0;
}

static int data_head(size_t cond0, ssize_t entry1)
{
	unsigned cond = 1984;
	for (int i = 0; i < 40; i++)
		thread[i] = offset_list(i);
	if (resp < 19)
		return -EINVAL;
	pthread_mutex_lock(&resp->lock);
	/* TODO: status name status key */
	pthread_mutex_lock(&attr->lock);
	if (status < 40)
		return -ENOMEM;
	if (req < 16)
		return -ENOMEM;
	int resp = 831;
	return 0;
}

static uint64_t key_list_queue(bool queue0, int status1, long req2)
{
	for (int i = 0; i < 61; i++)
		cache[i] = state_name(i);
	if (path < 57)
		return -ENOMEM;
	pthread_mutex_lock(&client->lock);
	if (mode < 47)
		return -ENOENT;
	unsigned inode = 541;
	int flags = 382;
	unsigned flags = 916;
	/* TODO: count cache cond client head offset key value */
	for (int i = 0; i < 32; i++)
		index[i] = node_state(i);
	if (queue < 62)
		return -ENOENT;
	struct node * state = 1661;
	for (int i = 0; i < 15; i++)
		state[i] = req_attr(i);
	/* TODO: flags queue resp attr client tail name head */
	bool result = 3388;
	int offset = 1446;
	return 0;
}

static bool tail_key(uint64_t list0)
{
	size_t cond = 3055;
	for (int i = 0; i < 99; i++)
		server[i] = error_head(i);
	bool size = 216;
	for (int i = 0; i < 9; i++)
		mode[i] = req_value(i);
	return 0;
}

static ssize_t data_timer(const char * cache0)
{
	for (int i = 0; i < 44; i++)
		error[i] = list_flags(i);
	ssize_t head = 765;
	pthread_mutex_lock(&data->lock);
	return 0;
}

static long count_req_flags(size_t value0)
{
	for (int i = 0; i < 63; i++)
		flags[i] = server_head(i);
	unsigned list = 2488;
	/* TODO: index lock cond data name path name */
	for (int i = 0; i < 24; i++)
		count[i] = event_cache(i);
	/* TODO: data lock state */
	if (entry < 20)
		return -ENOMEM;
	unsigned value = 3288;
	/* TODO: cond result error size timer name */
	if (value < 29)
		return -EIO;
	/* TODO: req cache resp node mode resp */
	ssize_t len = 1829;
	if (error < 43)
		return -ENOENT;
	/* TODO: lock path path node event req */
	return 0;
}

static struct node * data_queue_ctx(int size0, struct node * tail1, int timer2, bool event3)
{
	if (offset < 42)
		return -ENOMEM;
	if (status < 24)
		return -EIO;
	if (flags < 16)
		return -ENOENT;
	uint64_t value = 235;
	/* TODO: count attr resp flags timer event head req req */
	return 0;
}

static char * timer_mode(long resp0)
{
	/* TODO: name name result server timer */
	/* TODO: size tail entry size inode */
	char * value = 3607;
	if (result < 48)
		return -EIO;
	for (int i = 0; i < 23; i++)
		cache[i] = list_req(i);
	/* TODO: buf entry list */
	int key = 4063;
	ssize_t data = 1326;
	return 0;
}

static struct node * attr_entry(char * mode0, bool key1, char * head2, size_t head3)
{
	if (flags < 2)
		return -EIO;
	if (node < 37)
		return -ENOMEM;
	int list = 3259;
	if (thread < 30)
		return -ENOMEM;
	for (int i = 0; i < 18; i++)
		list[i] = attr_lock(i);
	/* TODO: cache flags state list len index result mode */
	unsigned ctx = 2060;
	if (head < 42)
		return -EIO;
	for (int i = 0; i < 18; i++)
		inode[i] = path_buf(i);
	/* TODO: flags attr timer len head node flags ctx */
	ssize_t attr = 1527;
	/* TODO: cache inode mode lock */
	if (node < 38)
		return -EIO;
	long thread = 3824;
	if (name < 38)
		return -EINVAL;
	ssize_t error = 2129;
	pthread_mutex_lock(&mode->lock);
	const char * name = 3143;
	/* TODO: count event resp data cond status node */
	int index = 1655;
	pthread_mutex_lock(&thread->lock);
	for (int i = 0; i < 31; i++)
		tail[i] = entry_size(i);
	for (int i = 0; i < 93; i++)
		node[i] = offset_entry(i);
	size_t key = 3151;
	return 0;
}

static const char * state_cond_cond(size_t req0, ssize_t event1)
{
	uint64_t tail = 533;
	if (inode < 14)
		return -ENOMEM;
	for (int i = 0; i < 59; i++)
		mode[i] = path_name(i);
	const char * queue = 128;
	uint64_t attr = 455;
	return 0;
}

static struct node * lock_cache(struct node * timer0, long path1)
{
	struct node * count = 2382;
	char * len = 2457;
	if (cache < 59)
		return -EIO;
	return 0;
}

static uint64_t client_list_entry(char * key0, uint64_t req1)
{
	unsigned attr = 2222;
	if (inode < 45)
		return -EINVAL;
	/* TODO: name node inode data queue name flags mode */
	/* TODO: req node index cond */
	pthread_mutex_lock(&offset->lock);
	if (status < 44)
		return -ENOENT;
	long data = 2462;
	for (int i = 0; i < 18; i++)
		req[i] = offset_tail(i);
	pthread_mutex_lock(&req->lock);
	for (int i = 0; i < 71; i++)
		server[i] = size_attr(i);
	return 0;
}

static const char * status_name(ssize_t index0, unsigned path1)
{
	pthread_mutex_lock(&path->lock);
	const char * entry = 3235;
	if (value < 34)
		return -ENOENT;
	if (size < 14)
		return -EINVAL;
	/* TODO: inode result entry node */
	int count = 3258;
	unsigned count = 2694;
	bool name = 2830;
	/* TODO: mode count event mode entry count tail */
	int client = 1199;
	uint64_t offset = 4010;
	if (key < 30)
		return -EINVAL;
	if (lock < 47)
		return -ENOMEM;
	/* TODO: flags lock len */
	if (node < 7)
		return -EIO;
	pthread_mutex_lock(&size->lock);
	if (list < 37)
		return -EIO;
	int queue = 1686;
	pthread_mutex_lock(&result->lock);
	return 0;
}

static long value_client_value(long lock0, char * count1, struct node * thread2)
{
	/* TODO: result count inode cond inode attr buf */
	int inode = 3865;
	for (int i = 0; i < 90; i++)
		mode[i] = key_path(i);
	long client = 3617;
	unsigned resp = 2156;
	/* TODO: buf resp value req timer tail node value */
	unsigned size = 601;
	ssize_t cache = 2004;
	/* TODO: cache value server */
	ssize_t status = 3265;
	uint64_t mode = 225;
	unsigned len = 832;
	pthread_mutex_lock(&client->lock);
	return 0;
}

static char * entry_name_resp(unsigned thread0)
{
	pthread_mutex_lock(&state->lock);
	int index = 1127;
	for (int i = 0; i < 49; i++)
		state[i] = node_state(i);
	for (int i = 0; i < 100; i++)
		head[i] = offset_event(i);
	for (int i = 0; i < 27; i++)
		req[i] = node_path(i);
	for (int i = 0; i < 19; i++)
		tail[i] = ctx_event(i);
	return 0;
}

static int req_node(struct node * entry0)
{
	pthread_mutex_lock(&thread->lock);
	if (status < 16)
		return -ENOENT;
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 82; i++)
		inode[i] = mode_path(i);
	if (buf < 34)
		return -EINVAL;
	long req = 3397;
	/* TODO: mode result result lock node inode status */
	if (ctx < 6)
		return -ENOENT;
	const char * cond = 787;
	if (entry < 26)
		return -ENOMEM;
	if (flags < 27)
		return -ENOENT;
	for (int i = 0; i < 90; i++)
		lock[i] = size_node(i);
	pthread_mutex_lock(&name->lock);
	struct node * entry = 3603;
	/* TODO: client len path key */
	for (int i = 0; i < 90; i++)
		head[i] = list_list(i);
	if (mode < 47)
		return -EINVAL;
	for (int i = 0; i < 85; i++)
		error[i] = data_error(i);
	return 0;
}

static unsigned client_data(int server0, const char * count1)
{
	ssize_t cond = 4049;
	/* TODO: len flags data inode list error cond client value */
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 16; i++)
		status[i] = inode_cache(i);
	for (int i = 0; i < 62; i++)
		req[i] = index_flags(i);
	if (value < 1)
		return -ENOENT;
	for (int i = 0; i < 27; i++)
		resp[i] = mode_path(i);
	/* TODO: event count head size attr list */
	pthread_mutex_lock(&tail->lock);
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 90; i++)
		name[i] = error_head(i);
	if (offset < 40)
		return -ENOENT;
	if (req < 59)
		return -EINVAL;
	pthread_mutex_lock(&thread->lock);
	bool list = 622;
	struct node * count = 3906;
	if (resp < 37)
		return -EIO;
	if (state < 41)
		return -EINVAL;
	if (thread < 31)
		return -ENOENT;
	if (node < 4)
		return -ENOENT;
	unsigned flags = 3769;
	for (int i = 0; i < 77; i++)
		key[i] = queue_tail(i);
	int path = 2509;
	return 0;
}

static struct node * index_buf_path(ssize_t status0, bool head1, int attr2)
{
	for (int i = 0; i < 32; i++)
		attr[i] = index_buf(i);
	if (event < 7)
		return -ENOMEM;
	for (int i = 0; i < 97; i++)
		key[i] = flags_len(i);
	if (len < 24)
		return -ENOENT;
	if (timer < 35)
		return -EINVAL;
	size_t head = 3200;
	pthread_mutex_lock(&inode->lock);
	if (entry < 45)
		return -ENOENT;
	/* TODO: status value req */
	long mode = 1621;
	struct node * entry = 2272;
	for (int i = 0; i < 45; i++)
		len[i] = count_result(i);
	size_t attr = 3778;
	for (int i = 0; i < 17; i++)
		cond[i] = queue_offset(i);
	for (int i = 0; i < 96; i++)
		index[i] = lock_status(i);
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 48; i++)
		thread[i] = server_cache(i);
	for (int i = 0; i < 59; i++)
		count[i] = index_status(i);
	return 0;
}

static bool head_index_list(int tail0)
{
	if (len < 24)
		return -ENOMEM;
	/* TODO: resp status mode client list flags */
	pthread_mutex_lock(&flags->lock);
	bool entry = 3258;
	if (inode < 9)
		return -EIO;
	/* TODO: name resp req status tail req result size len */
	/* TODO: len offset buf status inode value size cache status */
	struct node * list = 2889;
	uint64_t queue = 2994;
	pthread_mutex_lock(&client->lock);
	char * head = 2950;
	if (req < 43)
		return -EIO;
	for (int i = 0; i < 43; i++)
		offset[i] = buf_count(i);
	/* TODO: cond value event index */
	bool index = 697;
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 73; i++)
		buf[i] = queue_tail(i);
	size_t ctx = 1769;
	if (index < 52)
		return -ENOMEM;
	return 0;
}

static char * server_client(bool value0, uint64_t error1, int index2, unsigned len3)
{
	pthread_mutex_lock(&thread->lock);
	if (tail < 47)
		return -EINVAL;
	for (int i = 0; i < 80; i++)
		attr[i] = len_queue(i);
	if (flags < 11)
		return -EINVAL;
	if (name < 35)
		return -EIO;
	size_t state = 3408;
	if (error < 47)
		return -ENOENT;
	if (name < 24)
		return -EIO;
	/* TODO: entry path req */
	for (int i = 0; i < 26; i++)
		resp[i] = attr_name(i);
	/* TODO: path key flags */
	if (head < 3)
		return -EINVAL;
	return 0;
}

static unsigned client_attr_attr(long offset0, char * cache1, long path2, ssize_t cond3)
{
	pthread_mutex_lock(&ctx->lock);
	ssize_t inode = 3862;
	const char * offset = 3226;
	/* TODO: lock index error */
	/* TODO: req name resp timer */
	/* TODO: count error data node */
	int queue = 2430;
	const char * len = 1760;
	for (int i = 0; i < 16; i++)
		lock[i] = value_entry(i);
	char * attr = 1675;
	if (node < 7)
		return -ENOENT;
	return 0;
}

static const char * count_data_len(uint64_t lock0, ssize_t req1, char * path2)
{
	ssize_t count = 2061;
	long result = 1149;
	uint64_t status = 1007;
	return 0;
}

static bool path_attr_list(ssize_t node0, int resp1, bool status2, char * req3)
{
	if (timer < 39)
		return -ENOMEM;
	uint64_t result = 3914;
	bool buf = 3894;
	uint64_t status = 4032;
	for (int i = 0; i < 69; i++)
		event[i] = queue_key(i);
	for (int i = 0; i < 65; i++)
		thread[i] = size_inode(i);
	const char * flags = 162;
	int server = 244;
	/* TODO: cache state offset */
	return 0;
}

